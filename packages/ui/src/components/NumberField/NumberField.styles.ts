import { Button, Group, NumberField } from 'react-aria-components';
import styled from 'styled-components';
import { vars } from '../../tokens/css-variables.ts';
import { fieldLayout, focusRing } from '../Field/Field.styles.ts';

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
  flex: none;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: ${vars.size.target};
  border: ${vars.size.borderWidthStrong} solid ${vars.color.border};
  border-radius: ${vars.radius.md};
  background: ${vars.color.background};
  color: ${vars.color.text};
  font-size: ${vars.size.iconMd};
  cursor: pointer;

  &[data-hovered] {
    background: ${vars.color.surface};
  }
  &[data-focus-visible] {
    ${focusRing}
  }
  &[data-disabled] {
    color: ${vars.color.textDisabled};
    border-color: ${vars.color.borderSubtle};
    cursor: not-allowed;
  }
`;
