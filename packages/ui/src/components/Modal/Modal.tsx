import type { ModalOverlayProps } from 'react-aria-components';
import { Overlay, StyledModal } from './Modal.styles.ts';

export type ModalProps = Omit<ModalOverlayProps, 'className' | 'style'> & {
  /** @default 'md' */
  size?: 'md' | 'lg';
};

/**
 * A modal layer: it traps focus, hides the page from assistive technology, closes with Escape
 * (and with a click outside when `isDismissable`), and returns focus to the trigger. Put a
 * `Dialog` or `AlertDialog` inside.
 */
export function Modal({ size = 'md', children, ...props }: ModalProps) {
  return (
    <Overlay {...props}>
      <StyledModal data-component="Modal" data-size={size}>
        {children}
      </StyledModal>
    </Overlay>
  );
}
