import { AlertDialog, Modal } from '@acervo/ui';
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { useBlocker } from 'react-router-dom';
import { personalDataMessages as m } from './personal-data-messages.ts';

/**
 * Unsaved changes are not lost silently: while `dirty`, leaving for another page of the portal asks
 * first (the returned dialog), and closing or reloading the tab gets the browser's own question.
 */
export function useLeaveGuard(dirty: boolean) {
  const intl = useIntl();
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => dirty && currentLocation.pathname !== nextLocation.pathname,
  );

  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  return (
    <Modal
      isOpen={blocker.state === 'blocked'}
      onOpenChange={(open) => {
        if (!open && blocker.state === 'blocked') blocker.reset();
      }}
    >
      <AlertDialog
        title={intl.formatMessage(m.leaveTitle)}
        confirmLabel={intl.formatMessage(m.leaveConfirm)}
        cancelLabel={intl.formatMessage(m.leaveCancel)}
        variant="danger"
        onConfirm={() => {
          if (blocker.state === 'blocked') blocker.proceed();
        }}
        onCancel={() => {
          if (blocker.state === 'blocked') blocker.reset();
        }}
      >
        {intl.formatMessage(m.leaveBody)}
      </AlertDialog>
    </Modal>
  );
}
