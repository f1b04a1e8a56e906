import { TextArea } from 'react-aria-components';
import styled from 'styled-components';
import { vars } from '../../tokens/css-variables.ts';
import { inputLook } from '../Field/Field.styles.ts';

export const StyledTextArea = styled(TextArea)`
  ${inputLook}
  width: 100%;
  line-height: ${vars.font.lineHeight.normal};
  resize: vertical;
`;
