import { vars } from '@acervo/ui';
import styled from 'styled-components';

/** Layout and alert pieces the login area's forms share; the fields themselves are the kit's. */

/**
 * Focuses the first invalid field of a form (spec §5: focus goes where the patron must act). The
 * kit marks a field's root `data-invalid` (a select's trigger and a radio group carry no
 * `aria-invalid` themselves), so this finds the field and then its focusable control.
 */
export function focusFirstInvalid(form: HTMLElement | null) {
  const field = form?.querySelector<HTMLElement>('[aria-invalid="true"], [data-invalid]');
  if (!field) return;
  const control = field.matches('input, button, textarea')
    ? field
    : field.querySelector<HTMLElement>(
        'input:not([type="hidden"]):not([tabindex="-1"]), button:not([tabindex="-1"]), textarea',
      );
  control?.focus();
}

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
