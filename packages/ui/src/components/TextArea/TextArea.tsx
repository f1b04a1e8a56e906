import type { ReactNode } from 'react';
import type { TextFieldProps as AriaTextFieldProps, ValidationResult } from 'react-aria-components';
import { FieldParts } from '../Field/Field.tsx';
import { StyledTextField } from '../TextField/TextField.styles.ts';
import { StyledTextArea } from './TextArea.styles.ts';

export type TextAreaProps = Omit<AriaTextFieldProps, 'className' | 'style' | 'children'> & {
  label?: ReactNode;
  description?: ReactNode;
  errorMessage?: string | ((validation: ValidationResult) => string);
  placeholder?: string;
  /** Visible lines of text; the user can still resize vertically. @default 5 (the spec's comment box) */
  rows?: number;
};

/** A multi-line text field with its label, help text and error linked for assistive technology. */
export function TextArea({
  label,
  description,
  errorMessage,
  placeholder,
  rows = 5,
  ...props
}: TextAreaProps) {
  return (
    <StyledTextField {...props} data-component="TextArea">
      <FieldParts
        label={label}
        description={description}
        errorMessage={errorMessage}
        isRequired={props.isRequired}
      >
        <StyledTextArea placeholder={placeholder} rows={rows} />
      </FieldParts>
    </StyledTextField>
  );
}
