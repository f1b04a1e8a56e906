import type { ReactNode } from 'react';
import type { NumberFieldProps as AriaNumberFieldProps, ValidationResult } from 'react-aria-components';
import { FieldParts } from '../Field/Field.tsx';
import { Icon } from '../Icon/Icon.tsx';
import { StyledInput } from '../TextField/TextField.styles.ts';
import { StepButton, Stepper, StyledNumberField } from './NumberField.styles.ts';

export type NumberFieldProps = Omit<AriaNumberFieldProps, 'className' | 'style' | 'children'> & {
  label?: ReactNode;
  description?: ReactNode;
  errorMessage?: string | ((validation: ValidationResult) => string);
};

/**
 * A number typed in the locale's format (1.234,5 in Portuguese), with arrow keys and −/+ buttons
 * to step it, Home/End for the limits, and Page Up/Down for large steps.
 */
export function NumberField({ label, description, errorMessage, ...props }: NumberFieldProps) {
  return (
    <StyledNumberField {...props} data-component="NumberField">
      <FieldParts
        label={label}
        description={description}
        errorMessage={errorMessage}
        isRequired={props.isRequired}
      >
        <Stepper>
          <StepButton slot="decrement">
            <Icon name="minus" />
          </StepButton>
          <StyledInput />
          <StepButton slot="increment">
            <Icon name="plus" />
          </StepButton>
        </Stepper>
      </FieldParts>
    </StyledNumberField>
  );
}
