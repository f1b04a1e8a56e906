import { Input, TextField } from 'react-aria-components';
import styled from 'styled-components';
import { fieldLayout, inputLook } from '../Field/Field.styles.ts';

export const StyledTextField = styled(TextField)`
  ${fieldLayout}
`;

export const StyledInput = styled(Input)`
  ${inputLook}
  width: 100%;
`;
