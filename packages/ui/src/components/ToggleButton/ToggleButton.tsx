import type { ReactNode } from 'react';
import type { ToggleButtonProps as AriaToggleButtonProps } from 'react-aria-components';
import { StyledToggleButton } from './ToggleButton.styles.ts';

type CommonProps = Omit<AriaToggleButtonProps, 'className' | 'style' | 'children'> & {
  icon?: ReactNode;
};

/**
 * A button that stays pressed (aria-pressed), e.g. "add to basket" or a display mode. Keep the name
 * constant; the pressed state is announced on its own. Icon-only toggles must have `aria-label`.
 */
export type ToggleButtonProps =
  | (CommonProps & { children: ReactNode })
  | (CommonProps & { icon: ReactNode; children?: undefined; 'aria-label': string });

export function ToggleButton({ icon, children, ...props }: ToggleButtonProps) {
  return (
    <StyledToggleButton
      {...props}
      data-component="ToggleButton"
      data-icon-only={children == null || undefined}
    >
      {icon != null ? (
        <span data-part="Icon" aria-hidden="true">
          {icon}
        </span>
      ) : null}
      {children != null ? <span data-part="Label">{children}</span> : null}
    </StyledToggleButton>
  );
}
