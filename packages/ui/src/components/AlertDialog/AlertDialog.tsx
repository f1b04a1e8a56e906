import type { ReactNode } from 'react';
import type { DialogProps as AriaDialogProps } from 'react-aria-components';
import { useUiMessages } from '../../i18n/useUiMessages.ts';
import { Button } from '../Button/Button.tsx';
import { StyledDialog, Title } from '../Dialog/Dialog.styles.ts';

export type AlertDialogProps = Omit<AriaDialogProps, 'className' | 'style' | 'children' | 'role'> & {
  title: ReactNode;
  /** What will happen, in plain words. */
  children: ReactNode;
  /** The confirming action's text, naming the action ("Cancelar reserva"), never just "OK". */
  confirmLabel?: string;
  /** @default the dictionary's "Cancel" */
  cancelLabel?: string;
  /** `danger` for destructive confirmations. @default 'primary' */
  variant?: 'primary' | 'danger';
  /** Runs on confirm; return a promise to keep the dialog open (pending) until it settles. */
  onConfirm: () => void | Promise<void>;
  onCancel?: () => void;
  /** Shows the confirm button as pending, e.g. while the request runs. */
  isPending?: boolean;
};

/**
 * A confirmation (role alertdialog) inside a `Modal`. Focus starts on Cancel, the safe choice, so an
 * accidental Enter never destroys anything; Escape cancels.
 */
export function AlertDialog({
  title,
  children,
  confirmLabel,
  cancelLabel,
  variant = 'primary',
  onConfirm,
  onCancel,
  isPending,
  ...props
}: AlertDialogProps) {
  const messages = useUiMessages();
  return (
    <StyledDialog {...props} role="alertdialog" data-component="AlertDialog">
      {({ close }) => (
        <>
          <Title slot="title">{title}</Title>
          <div data-part="Body">{children}</div>
          <div data-part="Actions">
            <Button
              variant="secondary"
              // eslint-disable-next-line jsx-a11y/no-autofocus -- APG alertdialog: focus starts on the least destructive action.
              autoFocus
              onPress={() => {
                onCancel?.();
                close();
              }}
            >
              {cancelLabel ?? messages.cancel}
            </Button>
            <Button
              variant={variant}
              isPending={isPending}
              onPress={async () => {
                await onConfirm();
                close();
              }}
            >
              {confirmLabel ?? messages.confirm}
            </Button>
          </div>
        </>
      )}
    </StyledDialog>
  );
}
