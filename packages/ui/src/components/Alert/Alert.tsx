import { type ReactNode, useState } from 'react';
import { useUiMessages } from '../../i18n/useUiMessages.ts';
import { Button } from '../Button/Button.tsx';
import { Icon } from '../Icon/Icon.tsx';
import { StyledAlert } from './Alert.styles.ts';

export type AlertTone = 'info' | 'success' | 'warning' | 'error';

export type AlertProps = {
  /** @default 'info' */
  tone?: AlertTone;
  /** A short bold heading; the tone's name is read before it for screen readers. */
  title?: ReactNode;
  children?: ReactNode;
  /** Shows a dismiss button; the alert then hides itself and calls `onDismiss`. */
  isDismissable?: boolean;
  onDismiss?: () => void;
  /** @default the dictionary's "Dismiss" */
  dismissLabel?: string;
  /**
   * Whether the alert interrupts: errors and warnings that appear after an action should be
   * announced at once (`role="alert"`); status messages wait (`role="status"`).
   * @default true for error and warning
   */
  isUrgent?: boolean;
  /** Optional actions (links or buttons) under the message. */
  actions?: ReactNode;
};

/**
 * An inline message in the page flow. Tone is shown by colour, icon and a visually hidden word,
 * never colour alone. Dismissal is local: it stays closed until the page remounts it.
 */
export function Alert({
  tone = 'info',
  title,
  children,
  isDismissable,
  onDismiss,
  dismissLabel,
  isUrgent = tone === 'error' || tone === 'warning',
  actions,
}: AlertProps) {
  const messages = useUiMessages();
  const [dismissed, setDismissed] = useState(false);
  if (dismissed) return null;
  return (
    <StyledAlert role={isUrgent ? 'alert' : 'status'} data-component="Alert" data-tone={tone}>
      <span data-part="Icon">
        <Icon name={tone} />
      </span>
      <div data-part="Content">
        <p data-part="Title">
          <span data-part="Tone">{messages.format('labelled', { label: messages[tone] })}</span>
          {title}
        </p>
        {children != null ? <div data-part="Body">{children}</div> : null}
        {actions != null ? <div data-part="Actions">{actions}</div> : null}
      </div>
      {isDismissable ? (
        <Button
          variant="quiet"
          icon={<Icon name="close" />}
          aria-label={dismissLabel ?? messages.dismiss}
          onPress={() => {
            setDismissed(true);
            onDismiss?.();
          }}
        />
      ) : null}
    </StyledAlert>
  );
}
