import { Button, vars } from '@acervo/ui';
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { useAtomValue } from '../../lib/jotai.ts';
import {
  type Notification,
  notificationsAtom,
  toastTimeoutMs,
  useDismissNotification,
} from '../../lib/notifications/notifications.ts';
import { layoutMessages } from './layout-messages.ts';

const Region = styled.section`
  position: fixed;
  right: ${vars.space.md};
  bottom: ${vars.space.md};
  z-index: ${vars.zIndex.toast};
  display: grid;
  gap: ${vars.space.sm};
  max-width: min(28rem, calc(100vw - 2rem));
`;

const Toast = styled.div`
  display: flex;
  align-items: center;
  gap: ${vars.space.md};
  padding: ${vars.space.sm} ${vars.space.md};
  background: ${vars.color.background};
  color: ${vars.color.text};
  border: 1px solid ${vars.color.border};
  border-left: 0.375rem solid ${vars.color.accent};
  border-radius: ${vars.radius.md};
  box-shadow: ${vars.shadow.raised};
  &[data-tone='error'],
  &[data-tone='warning'] {
    border-left-color: ${vars.color.danger};
  }
  p {
    flex: 1;
    margin: 0;
  }
`;

function ToastItem({ notification }: { notification: Notification }) {
  const intl = useIntl();
  const dismiss = useDismissNotification();
  useEffect(() => {
    const timer = setTimeout(() => dismiss(notification.id), toastTimeoutMs);
    return () => clearTimeout(timer);
  }, [dismiss, notification.id]);
  return (
    <Toast data-tone={notification.tone} role={notification.tone === 'error' ? 'alert' : 'status'}>
      <p>{notification.message}</p>
      <Button variant="secondary" onPress={() => dismiss(notification.id)}>
        {intl.formatMessage(layoutMessages.dismiss)}
      </Button>
    </Toast>
  );
}

/** The shell's toasts (spec §8): each closes itself after 8000 ms or when dismissed. */
export function NotificationRegion() {
  const intl = useIntl();
  const notifications = useAtomValue(notificationsAtom);
  return (
    <Region aria-label={intl.formatMessage(layoutMessages.notifications)}>
      {notifications.map((notification) => (
        <ToastItem key={notification.id} notification={notification} />
      ))}
    </Region>
  );
}
