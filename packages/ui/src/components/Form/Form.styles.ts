import { Form } from 'react-aria-components';
import styled from 'styled-components';
import { vars } from '../../tokens/css-variables.ts';

export const StyledForm = styled(Form)`
  display: flex;
  flex-direction: column;
  gap: ${vars.space.md};
  max-width: ${vars.size.measure};

  [data-part='FormError']:empty {
    display: none;
  }
  [data-part='Actions'] {
    display: flex;
    flex-wrap: wrap;
    gap: ${vars.space.sm};
    padding-top: ${vars.space.xs};
  }
`;

export const FormError = styled.p`
  margin: 0;
  padding: ${vars.space.sm} ${vars.space.md};
  border-inline-start: ${vars.size.focusWidth} solid ${vars.color.danger};
  background: ${vars.color.dangerSurface};
  color: ${vars.color.text};
  font-weight: ${vars.font.weight.bold};
`;
