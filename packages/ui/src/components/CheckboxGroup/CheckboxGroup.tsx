import type { ReactNode, Ref } from 'react';
import type { CheckboxGroupProps as AriaCheckboxGroupProps, ValidationResult } from 'react-aria-components';
import { FieldParts } from '../Field/Field.tsx';
import { StyledCheckboxGroup } from './CheckboxGroup.styles.ts';

export type CheckboxGroupProps = Omit<AriaCheckboxGroupProps, 'className' | 'style' | 'children'> & {
  /** The group's legend, which names the group. */
  label?: ReactNode;
  description?: ReactNode;
  errorMessage?: string | ((validation: ValidationResult) => string);
  /** `Checkbox`es with a `value` each. */
  children: ReactNode;
  /** @default 'vertical' */
  orientation?: 'vertical' | 'horizontal';
  /** The group's element, for moving focus to one of its boxes. */
  ref?: Ref<HTMLDivElement>;
};

/** A labelled group of checkboxes that shares one value (the list of checked values). */
export function CheckboxGroup({
  label,
  description,
  errorMessage,
  children,
  orientation = 'vertical',
  ...props
}: CheckboxGroupProps) {
  return (
    <StyledCheckboxGroup {...props} data-component="CheckboxGroup" data-orientation={orientation}>
      <FieldParts
        label={label}
        description={description}
        errorMessage={errorMessage}
        isRequired={props.isRequired}
      >
        <div data-part="Items">{children}</div>
      </FieldParts>
    </StyledCheckboxGroup>
  );
}
