import type { ReactNode } from 'react';
import {
  type DialogProps as AriaDialogProps,
  DialogTrigger,
  type DialogTriggerProps,
} from 'react-aria-components';
import { useUiMessages } from '../../i18n/useUiMessages.ts';
import { Button } from '../Button/Button.tsx';
import { Icon } from '../Icon/Icon.tsx';
import { StyledDialog, Title } from './Dialog.styles.ts';

export type DialogProps = Omit<AriaDialogProps, 'className' | 'style' | 'children'> & {
  /** The heading that names the dialog. */
  title: ReactNode;
  children?: ReactNode;
  /** Buttons at the foot of the dialog; a button with `slot="close"` closes it. */
  actions?: ReactNode;
  /** Shows a close button in the corner. @default true */
  isDismissable?: boolean;
  /** Name of the corner close button. @default the dictionary's "Close" */
  closeLabel?: string;
};

/** A titled dialog, named by its heading. Put it inside a `Modal` (or a `Popover`). */
export function Dialog({
  title,
  children,
  actions,
  isDismissable = true,
  closeLabel,
  ...props
}: DialogProps) {
  const messages = useUiMessages();
  return (
    <StyledDialog {...props} data-component="Dialog">
      <div data-part="Header">
        <Title slot="title">{title}</Title>
        {isDismissable ? (
          <Button
            slot="close"
            variant="quiet"
            icon={<Icon name="close" />}
            aria-label={closeLabel ?? messages.close}
          />
        ) : null}
      </div>
      {children != null ? <div data-part="Body">{children}</div> : null}
      {actions != null ? <div data-part="Actions">{actions}</div> : null}
    </StyledDialog>
  );
}

export { DialogTrigger, type DialogTriggerProps };
