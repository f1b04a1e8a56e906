import { vars } from '@acervo/ui';
import styled from 'styled-components';

/** Layout and alert pieces the login area's forms share; the fields themselves are the kit's. */

export { focusFirstInvalid } from '../../lib/forms/focus-first-invalid.ts';

export const FormAlert = styled.div`
  padding: ${vars.space.sm} ${vars.space.md};
  border: 1px solid ${vars.color.danger};
  border-left-width: 0.375rem;
  border-radius: ${vars.radius.sm};
  p {
    margin: 0;
  }
  &[data-tone='success'] {
    border-color: ${vars.color.accent};
  }
`;

export const Stack = styled.div`
  display: grid;
  gap: ${vars.space.md};
`;
