import { Button, Select, SelectValue } from 'react-aria-components';
import styled from 'styled-components';
import { vars } from '../../tokens/css-variables.ts';
import { fieldLayout, inputLook } from '../Field/Field.styles.ts';

export const StyledSelect = styled(Select)`
  ${fieldLayout}
` as typeof Select;

export const Trigger = styled(Button)`
  ${inputLook}
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${vars.space.sm};
  width: 100%;
  text-align: start;
  cursor: pointer;

  [data-invalid] > & {
    border-color: ${vars.color.danger};
  }
`;

export const Value = styled(SelectValue)`
  flex: 1;
  &[data-placeholder] {
    color: ${vars.color.textMuted};
  }
  [data-part='Check'] {
    display: none;
  }
`;
