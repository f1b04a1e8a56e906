import type { ReactNode } from 'react';
import type {
  RadioGroupProps as AriaRadioGroupProps,
  RadioProps as AriaRadioProps,
  ValidationResult,
} from 'react-aria-components';
import { FieldParts } from '../Field/Field.tsx';
import { Dot, StyledRadio, StyledRadioGroup } from './RadioGroup.styles.ts';

export type RadioGroupProps = Omit<AriaRadioGroupProps, 'className' | 'style' | 'children'> & {
  label?: ReactNode;
  description?: ReactNode;
  errorMessage?: string | ((validation: ValidationResult) => string);
  children: ReactNode;
};

/**
 * One choice among a few. Tab enters the group at the chosen option; arrow keys move and choose,
 * as radio buttons do natively.
 */
export function RadioGroup({
  label,
  description,
  errorMessage,
  children,
  orientation = 'vertical',
  ...props
}: RadioGroupProps) {
  return (
    <StyledRadioGroup {...props} orientation={orientation} data-component="RadioGroup">
      <FieldParts
        label={label}
        description={description}
        errorMessage={errorMessage}
        isRequired={props.isRequired}
      >
        <div data-part="Items">{children}</div>
      </FieldParts>
    </StyledRadioGroup>
  );
}

export type RadioProps = Omit<AriaRadioProps, 'className' | 'style' | 'children'> & { children: ReactNode };

export function Radio({ children, ...props }: RadioProps) {
  return (
    <StyledRadio {...props} data-component="Radio">
      <Dot data-part="Dot" aria-hidden="true" />
      <span data-part="Label">{children}</span>
    </StyledRadio>
  );
}
