import type { ReactNode } from 'react';
import { Dialog } from '../Dialog/Dialog.tsx';
import { DrawerOverlay, DrawerPanel } from './Drawer.styles.ts';

export type DrawerProps = {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** The heading that names the drawer's dialog. */
  title: ReactNode;
  children: ReactNode;
  /** Name of the close button. @default the dictionary's "Close" */
  closeLabel?: string;
};

/**
 * A panel that slides in from the start edge over the page (navigation on small screens). It is a
 * modal dialog: focus moves in and stays, Escape or a click on the backdrop closes it, and focus
 * returns to what opened it.
 */
export function Drawer({ isOpen, onOpenChange, title, children, closeLabel }: DrawerProps) {
  return (
    <DrawerOverlay isOpen={isOpen} onOpenChange={onOpenChange} isDismissable>
      <DrawerPanel data-component="Drawer">
        <Dialog title={title} {...(closeLabel ? { closeLabel } : {})}>
          {children}
        </Dialog>
      </DrawerPanel>
    </DrawerOverlay>
  );
}
