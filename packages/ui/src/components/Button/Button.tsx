import type { ButtonProps as AriaButtonProps } from 'react-aria-components';
import { StyledButton } from './Button.styles.ts';

export type ButtonVariant = 'primary' | 'secondary';

export type ButtonProps = Omit<AriaButtonProps, 'className' | 'style'> & {
  /**
   * The button's weight on the page: one primary action per view, secondary for the rest.
   * @default 'primary'
   */
  variant?: ButtonVariant;
};

/** A button on react-aria: keyboard, pointer and touch behave the same, and focus shows only for keyboards. */
export function Button({ variant = 'primary', ...props }: ButtonProps) {
  return <StyledButton {...props} data-component="Button" data-variant={variant} />;
}
