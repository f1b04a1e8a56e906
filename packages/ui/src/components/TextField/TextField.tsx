import type { ReactNode } from 'react';
import type { TextFieldProps as AriaTextFieldProps, ValidationResult } from 'react-aria-components';
import { FieldParts } from '../Field/Field.tsx';
import { StyledInput, StyledTextField } from './TextField.styles.ts';

export type TextFieldProps = Omit<AriaTextFieldProps, 'className' | 'style' | 'children'> & {
  /** The visible label. Use `aria-label` only where a visible label truly cannot fit. */
  label?: ReactNode;
  /** Help text shown under the field and linked to it. */
  description?: ReactNode;
  /** The message shown when the field is invalid (from `validate`, `isInvalid` or the Form's errors). */
  errorMessage?: string | ((validation: ValidationResult) => string);
  placeholder?: string;
};

/** A single-line text field with its label, help text and error linked for assistive technology. */
export function TextField({ label, description, errorMessage, placeholder, ...props }: TextFieldProps) {
  return (
    <StyledTextField {...props} data-component="TextField">
      <FieldParts
        label={label}
        description={description}
        errorMessage={errorMessage}
        isRequired={props.isRequired}
      >
        <StyledInput placeholder={placeholder} />
      </FieldParts>
    </StyledTextField>
  );
}
