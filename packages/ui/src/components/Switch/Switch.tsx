import type { ReactNode } from 'react';
import type { SwitchProps as AriaSwitchProps } from 'react-aria-components';
import { StyledSwitch, Track } from './Switch.styles.ts';

export type SwitchProps = Omit<AriaSwitchProps, 'className' | 'style' | 'children'> & {
  /** The setting's name; the switch announces on/off by itself, so do not put the state in it. */
  children: ReactNode;
};

/** An on/off setting that applies at once (dark mode, bold text); use a Checkbox inside forms. */
export function Switch({ children, ...props }: SwitchProps) {
  return (
    <StyledSwitch {...props} data-component="Switch">
      <Track data-part="Track" aria-hidden="true">
        <span data-part="Thumb" />
      </Track>
      <span data-part="Label">{children}</span>
    </StyledSwitch>
  );
}
