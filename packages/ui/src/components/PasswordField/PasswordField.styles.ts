import { ToggleButton } from 'react-aria-components';
import styled from 'styled-components';
import { vars } from '../../tokens/css-variables.ts';
import { AdornedInputRow, iconButtonLook, atInputEnd } from '../Field/InputAdornment.styles.ts';

export const InputRow = styled(AdornedInputRow)`
  input {
    padding-inline-end: calc(${vars.size.target} + ${vars.space.xs});
  }
`;

export const RevealToggle = styled(ToggleButton)`
  ${iconButtonLook}
  ${atInputEnd}
`;
