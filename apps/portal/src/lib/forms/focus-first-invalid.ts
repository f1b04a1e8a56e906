/**
 * Focuses the first invalid field of a form (spec §5: focus goes where the patron must act). The
 * kit marks a field's root `data-invalid` (a select's trigger and a radio group carry no
 * `aria-invalid` themselves), so this finds the field and then its focusable control.
 */
export function focusFirstInvalid(form: HTMLElement | null) {
  const field = form?.querySelector<HTMLElement>('[aria-invalid="true"], [data-invalid]');
  if (!field) return;
  // The kit's NativeSelect marks the <select> itself, which holds nothing focusable inside.
  const control = field.matches('input, button, textarea, select')
    ? field
    : field.querySelector<HTMLElement>(
        'input:not([type="hidden"]):not([tabindex="-1"]), button:not([tabindex="-1"]), textarea, select',
      );
  control?.focus();
}
