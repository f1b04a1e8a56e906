import type { ReactNode } from 'react';
import type { FormProps as AriaFormProps } from 'react-aria-components';
import { FormError, StyledForm } from './Form.styles.ts';

export type FormProps = Omit<AriaFormProps, 'className' | 'style'> & {
  /**
   * A message about the whole form (for example "wrong user or password"), announced when it
   * appears. Field-level messages belong to `validationErrors` (keyed by field name) instead.
   */
  error?: ReactNode;
  /** Where a captcha widget goes: after the fields, before the actions, as the spec's forms have it. */
  captcha?: ReactNode;
  /** The form's buttons, laid out in a row that wraps. */
  actions?: ReactNode;
};

/**
 * A form whose fields validate natively (the first invalid field takes focus on submit) and show
 * server errors next to the field they concern via `validationErrors={{ username: '…' }}`.
 */
export function Form({
  error,
  captcha,
  actions,
  children,
  validationBehavior = 'native',
  ...props
}: FormProps) {
  return (
    <StyledForm {...props} validationBehavior={validationBehavior} data-component="Form">
      <div role="alert" data-part="FormError">
        {error != null ? <FormError>{error}</FormError> : null}
      </div>
      {children}
      {captcha != null ? <div data-part="Captcha">{captcha}</div> : null}
      {actions != null ? <div data-part="Actions">{actions}</div> : null}
    </StyledForm>
  );
}
