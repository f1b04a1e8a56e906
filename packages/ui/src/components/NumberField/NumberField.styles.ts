import { Button, Group, NumberField } from 'react-aria-components';
import styled from 'styled-components';
import { vars } from '../../tokens/css-variables.ts';
import { fieldLayout } from '../Field/Field.styles.ts';
import { iconButtonLook } from '../Field/InputAdornment.styles.ts';

export const StyledNumberField = styled(NumberField)`
  ${fieldLayout}
`;

export const Stepper = styled(Group)`
  display: flex;
  gap: ${vars.space.xs};
  max-width: 16rem;

  input {
    text-align: center;
    min-width: 0;
  }
`;

export const StepButton = styled(Button)`
  ${iconButtonLook}
  flex: none;
  border: ${vars.size.borderWidthStrong} solid ${vars.color.border};
  background: ${vars.color.background};

  &[data-disabled] {
    border-color: ${vars.color.borderSubtle};
  }
`;
