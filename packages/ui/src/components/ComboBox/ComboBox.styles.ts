import { Button, ComboBox, Input } from 'react-aria-components';
import styled from 'styled-components';
import { vars } from '../../tokens/css-variables.ts';
import { fieldLayout, inputLook } from '../Field/Field.styles.ts';
import { iconButtonLook, atInputEnd } from '../Field/InputAdornment.styles.ts';

export const StyledComboBox = styled(ComboBox)`
  ${fieldLayout}
` as typeof ComboBox;

export const ComboInput = styled(Input)`
  ${inputLook}
  width: 100%;
  padding-inline-end: ${vars.size.target};
`;

export const ToggleButton = styled(Button)`
  ${iconButtonLook}
  ${atInputEnd}
`;
