import type { ReactNode } from 'react';
import type { CheckboxProps as AriaCheckboxProps } from 'react-aria-components';
import { Icon } from '../Icon/Icon.tsx';
import { Box, StyledCheckbox } from './Checkbox.styles.ts';

export type CheckboxProps = Omit<AriaCheckboxProps, 'className' | 'style' | 'children'> & {
  /** The visible label; clicking it toggles the box. */
  children?: ReactNode;
};

/** A checkbox with a 44 px target; supports the indeterminate state of "select all" rows. */
export function Checkbox({ children, ...props }: CheckboxProps) {
  return (
    <StyledCheckbox {...props} data-component="Checkbox">
      {({ isSelected, isIndeterminate }) => (
        <>
          <Box data-part="Box" aria-hidden="true">
            {isIndeterminate ? <Icon name="minus" /> : isSelected ? <Icon name="check" /> : null}
          </Box>
          {children != null ? <span data-part="Label">{children}</span> : null}
        </>
      )}
    </StyledCheckbox>
  );
}
