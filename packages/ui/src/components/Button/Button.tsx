import type { ReactNode } from 'react';
import { type ButtonProps as AriaButtonProps, ProgressBar } from 'react-aria-components';
import { useUiMessages } from '../../i18n/useUiMessages.ts';
import { PendingRing, StyledButton } from './Button.styles.ts';

export type ButtonVariant = 'primary' | 'secondary' | 'quiet' | 'danger';

type CommonProps = Omit<AriaButtonProps, 'className' | 'style' | 'children'> & {
  /**
   * The button's weight on the page: one primary action per view, secondary for the rest, quiet for
   * low-emphasis actions in dense places, danger for actions that destroy or cancel something.
   * @default 'primary'
   */
  variant?: ButtonVariant;
  /** A decorative icon drawn before the text (it is hidden from assistive technology). */
  icon?: ReactNode;
  /** What a screen reader announces while `isPending`. @default the dictionary's "Please wait…" */
  pendingLabel?: string;
};

/** A button with visible text, optionally with an icon. */
type TextButtonProps = CommonProps & { children: AriaButtonProps['children'] };
/** An icon-only button must be named: the type requires `aria-label` when there is no text. */
type IconButtonProps = CommonProps & { icon: ReactNode; children?: undefined; 'aria-label': string };

export type ButtonProps = TextButtonProps | IconButtonProps;

/**
 * A button on react-aria: keyboard, pointer and touch behave the same, and focus shows only for
 * keyboards. While `isPending` it keeps its focus and size, ignores presses and announces progress.
 */
export function Button({ variant = 'primary', icon, pendingLabel, children, ...props }: ButtonProps) {
  const messages = useUiMessages();
  const iconOnly = children == null;
  return (
    <StyledButton
      {...props}
      data-component="Button"
      data-variant={variant}
      data-icon-only={iconOnly || undefined}
    >
      {(renderProps) => {
        const content = typeof children === 'function' ? children(renderProps) : children;
        return (
          <>
            {icon != null ? (
              <span data-part="Icon" aria-hidden="true">
                {icon}
              </span>
            ) : null}
            {content != null ? <span data-part="Label">{content}</span> : null}
            {renderProps.isPending ? (
              <ProgressBar aria-label={pendingLabel ?? messages.pending} isIndeterminate data-part="Pending">
                <PendingRing aria-hidden="true" />
              </ProgressBar>
            ) : null}
          </>
        );
      }}
    </StyledButton>
  );
}
