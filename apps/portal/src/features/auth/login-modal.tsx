import { Dialog, Modal } from '@acervo/ui';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { useLocation } from 'react-router-dom';
import { useStore } from '../../lib/jotai.ts';
import { focusHeadingOnMountAtom } from '../../lib/page/page-heading.tsx';
import { authMessages as m } from './auth-messages.ts';
import { LoginBox } from './login-box.tsx';
import { parseRedirect } from './use-finish-login.ts';

type LoginModalProps = {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** Why the visitor is asked to log in (a feature's own words), shown above the form. */
  reason?: string | undefined;
};

/**
 * The login in a modal window (activity 107, spec §2): the same box as the login page, over the
 * page the visitor is on. Escape or the close button cancel and return focus to what opened it;
 * after logging in the patron stays on this page (or My area, by the destination) and the page's
 * heading takes focus, as after any navigation.
 */
export function LoginModal({ isOpen, onOpenChange, reason }: LoginModalProps) {
  const intl = useIntl();
  const store = useStore();
  const { pathname, search } = useLocation();
  const target = useMemo(() => parseRedirect(`${pathname}${search}`), [pathname, search]);
  return (
    <Modal isOpen={isOpen} onOpenChange={onOpenChange} isDismissable>
      <Dialog title={intl.formatMessage(m.pageHeading)}>
        {reason ? <p>{reason}</p> : null}
        <LoginBox
          target={target}
          onDone={() => {
            onOpenChange(false);
            store.set(focusHeadingOnMountAtom, true);
          }}
        />
      </Dialog>
    </Modal>
  );
}
