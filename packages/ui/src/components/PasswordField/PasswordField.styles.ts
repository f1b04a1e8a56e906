import { ToggleButton } from 'react-aria-components';
import styled from 'styled-components';
import { vars } from '../../tokens/css-variables.ts';
import { focusRing } from '../Field/Field.styles.ts';

export const InputRow = styled.div`
  position: relative;
  display: flex;

  input {
    padding-inline-end: calc(${vars.size.target} + ${vars.space.xs});
  }
`;

export const RevealToggle = styled(ToggleButton)`
  position: absolute;
  inset-block: 0;
  inset-inline-end: 0;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: ${vars.size.target};
  border: 0;
  border-radius: ${vars.radius.md};
  background: transparent;
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
    cursor: not-allowed;
  }
`;
