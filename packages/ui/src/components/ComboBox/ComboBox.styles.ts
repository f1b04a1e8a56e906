import { Button, ComboBox, Input } from 'react-aria-components';
import styled from 'styled-components';
import { vars } from '../../tokens/css-variables.ts';
import { fieldLayout, inputLook } from '../Field/Field.styles.ts';

export const StyledComboBox = styled(ComboBox)`
  ${fieldLayout}
` as typeof ComboBox;

export const InputRow = styled.div`
  position: relative;
  display: flex;
`;

export const ComboInput = styled(Input)`
  ${inputLook}
  width: 100%;
  padding-inline-end: ${vars.size.target};
`;

export const ToggleButton = styled(Button)`
  position: absolute;
  inset-block: 0;
  inset-inline-end: 0;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: ${vars.size.target};
  border: 0;
  background: transparent;
  color: ${vars.color.text};
  font-size: ${vars.size.iconMd};
  cursor: pointer;
`;
