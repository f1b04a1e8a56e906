import type { ReactNode } from 'react';
import { AlertDialog, type AlertDialogProps } from '../AlertDialog/AlertDialog.tsx';
import { Button, type ButtonVariant } from '../Button/Button.tsx';
import { DialogTrigger } from '../Dialog/Dialog.tsx';
import { Modal } from '../Modal/Modal.tsx';

export type ConfirmButtonProps = Pick<
  AlertDialogProps,
  'confirmLabel' | 'cancelLabel' | 'onConfirm' | 'onCancel' | 'isPending'
> & {
  /** The button's visible text. */
  children: ReactNode;
  /** The button's name when its text alone is ambiguous in a list ("Remove" → "Remove Dom Casmurro"). */
  'aria-label'?: string;
  /** @default 'secondary' */
  buttonVariant?: ButtonVariant;
  /** The question the confirmation asks. */
  title: ReactNode;
  /** What will happen, in plain words. */
  body: ReactNode;
  /** `danger` for actions that destroy or cancel something. @default 'danger' */
  variant?: AlertDialogProps['variant'];
};

/**
 * A button whose action runs only after a confirmation (an `AlertDialog` in a `Modal`): for actions a
 * patron cannot undo, such as emptying a list or cancelling a hold. Focus starts on Cancel and returns
 * to the button when the dialog closes; an `onConfirm` that returns a promise keeps the dialog open,
 * pending, until it settles.
 */
export function ConfirmButton({
  children,
  'aria-label': ariaLabel,
  buttonVariant = 'secondary',
  title,
  body,
  variant = 'danger',
  ...dialog
}: ConfirmButtonProps) {
  return (
    <DialogTrigger>
      <Button variant={buttonVariant} {...(ariaLabel ? { 'aria-label': ariaLabel } : {})}>
        {children}
      </Button>
      <Modal>
        <AlertDialog title={title} variant={variant} {...dialog}>
          {body}
        </AlertDialog>
      </Modal>
    </DialogTrigger>
  );
}
