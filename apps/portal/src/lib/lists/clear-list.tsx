import { ConfirmButton } from '@acervo/ui';
import { type MessageDescriptor, useIntl } from 'react-intl';
import { useNotify } from '../notifications/notifications.ts';
import { pageHeadingId } from '../page/page-heading.tsx';

/** A list page's texts for emptying it: the button, the question, what it does, the answer. */
export type ClearListMessages = {
  clear: MessageDescriptor;
  clearTitle: MessageDescriptor;
  /** Takes the number of lines as `count`. */
  clearBody: MessageDescriptor;
  clearConfirm: MessageDescriptor;
  cleared: MessageDescriptor;
};

/**
 * Empties a list the patron keeps in this browser (the basket, the search history) after a
 * confirmation that says how many lines go, then says it is done.
 */
export function ClearListButton({
  count,
  messages: m,
  onClear,
}: {
  count: number;
  messages: ClearListMessages;
  onClear: () => void;
}) {
  const intl = useIntl();
  const notify = useNotify();
  return (
    <ConfirmButton
      title={intl.formatMessage(m.clearTitle)}
      body={intl.formatMessage(m.clearBody, { count })}
      confirmLabel={intl.formatMessage(m.clearConfirm)}
      onConfirm={() => {
        onClear();
        notify('success', intl.formatMessage(m.cleared));
      }}
    >
      {intl.formatMessage(m.clear)}
    </ConfirmButton>
  );
}

/**
 * Where focus goes once a line's button has gone with it: the list's heading, or the page's when
 * the list is now empty.
 */
export function focusAfterRemoval(listHeadingId: string) {
  requestAnimationFrame(() => {
    (document.getElementById(listHeadingId) ?? document.getElementById(pageHeadingId))?.focus();
  });
}
