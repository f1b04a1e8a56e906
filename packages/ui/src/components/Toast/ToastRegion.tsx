import { UNSTABLE_ToastContent as AriaToastContent, Text } from 'react-aria-components';
import { useUiMessages } from '../../i18n/useUiMessages.ts';
import { Button } from '../Button/Button.tsx';
import { Icon } from '../Icon/Icon.tsx';
import { StyledToast, StyledToastRegion } from './Toast.styles.ts';
import { type AcervoToastQueue, toastQueue } from './toast-queue.ts';

export type ToastRegionProps = {
  /** @default the shared `toastQueue` */
  queue?: AcervoToastQueue;
  /** The landmark's name. @default the dictionary's "Notifications" */
  'aria-label'?: string;
};

/**
 * Renders queued toasts in a landmark at the corner of the screen. Each toast is announced
 * politely (it waits for the screen reader to finish), closes after its timeout, and pauses
 * while hovered or focused; F6 moves focus to the region and back.
 */
export function ToastRegion({ queue = toastQueue, 'aria-label': ariaLabel }: ToastRegionProps) {
  const messages = useUiMessages();
  return (
    <StyledToastRegion
      queue={queue}
      aria-label={ariaLabel ?? messages.notifications}
      data-component="ToastRegion"
    >
      {({ toast }) => {
        return (
          <StyledToast toast={toast} data-tone={toast.content.tone} data-component="Toast">
            <span data-part="Icon">
              <Icon name={toast.content.tone} />
            </span>
            {/* Polite, not assertive: role=status overrides react-aria's role=alert. */}
            <AriaToastContent role="status" aria-live="polite" data-part="Content">
              <Text slot="title">
                <span data-part="Tone">
                  {messages.format('labelled', { label: messages[toast.content.tone] })}
                </span>
                {toast.content.title}
              </Text>
              {toast.content.description != null ? (
                <Text slot="description">{toast.content.description}</Text>
              ) : null}
            </AriaToastContent>
            <Button slot="close" variant="quiet" icon={<Icon name="close" />} aria-label={messages.close} />
          </StyledToast>
        );
      }}
    </StyledToastRegion>
  );
}
