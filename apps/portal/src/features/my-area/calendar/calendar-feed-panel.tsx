import { Button, ConfirmButton, Inline, Link, Text, TextField } from '@acervo/ui';
import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { formatDateTime } from '../../../lib/dates/dates.ts';
import { useNotify } from '../../../lib/notifications/notifications.ts';
import { LoadFailed, Loading } from '../shared/load-state.tsx';
import { useReportFailure } from '../shared/use-report-failure.ts';
import { useCalendarFeed, useCreateCalendarFeed, useRevokeCalendarFeed } from './api/calendar-feed.ts';
import { calendarMessages as m } from './calendar-messages.ts';
import { MyAreaSection } from '../shared/my-area-section.tsx';

/**
 * The patron's calendar feed: a private address calendar apps subscribe to (due dates and hold
 * pickups), with copy, a new address (the old one stops) and revoke, both confirmed first.
 */
export function CalendarFeedPanel() {
  const intl = useIntl();
  const notify = useNotify();
  const feed = useCalendarFeed();
  const create = useCreateCalendarFeed();
  const revoke = useRevokeCalendarFeed();
  const reportFailure = useReportFailure();
  const addressRef = useRef<HTMLDivElement>(null);
  const createRef = useRef<HTMLDivElement>(null);
  const [focusNext, setFocusNext] = useState<'address' | 'create' | null>(null);
  const subscription = feed.data?.assinatura ?? null;

  useEffect(() => {
    if (focusNext === 'address' && subscription) addressRef.current?.querySelector('input')?.focus();
    if (focusNext === 'create' && !subscription) createRef.current?.querySelector('button')?.focus();
  }, [focusNext, subscription]);

  const makeAddress = async () => {
    try {
      const created = await create.trigger();
      notify('success', created.message);
      setFocusNext('address');
    } catch (error) {
      reportFailure(error);
    }
  };

  const copy = async () => {
    if (!subscription) return;
    try {
      await navigator.clipboard.writeText(subscription.url);
      notify('success', intl.formatMessage(m.copied));
    } catch {
      addressRef.current?.querySelector('input')?.select();
      notify('warning', intl.formatMessage(m.copyFailed));
    }
  };

  return (
    <MyAreaSection id="calendario" title={intl.formatMessage(m.heading)}>
      <Text>{intl.formatMessage(m.intro)}</Text>
      {feed.error && !feed.data ? (
        <LoadFailed error={feed.error} onRetry={() => void feed.mutate()} />
      ) : !feed.data ? (
        <Loading lines={2} />
      ) : subscription ? (
        <>
          <div ref={addressRef}>
            <TextField
              label={intl.formatMessage(m.address)}
              value={subscription.url}
              isReadOnly
              description={`${intl.formatMessage(m.createdOn, {
                date: formatDateTime(intl, subscription.criadaEm),
              })} ${intl.formatMessage(m.secret)}`}
            />
          </div>
          <Inline gap="sm">
            <Button variant="secondary" onPress={() => void copy()}>
              {intl.formatMessage(m.copy)}
            </Button>
            <Link href={subscription.webcal} variant="standalone">
              {intl.formatMessage(m.open)}
            </Link>
          </Inline>
          <Inline gap="sm">
            <ConfirmButton
              variant="primary"
              title={intl.formatMessage(m.rotateTitle)}
              confirmLabel={intl.formatMessage(m.rotate)}
              isPending={create.isMutating}
              onConfirm={makeAddress}
              body={intl.formatMessage(m.rotateBody)}
            >
              {intl.formatMessage(m.rotate)}
            </ConfirmButton>
            <ConfirmButton
              buttonVariant="danger"
              title={intl.formatMessage(m.revokeTitle)}
              confirmLabel={intl.formatMessage(m.revoke)}
              isPending={revoke.isMutating}
              onConfirm={async () => {
                try {
                  const revoked = await revoke.trigger();
                  notify('success', revoked.message);
                  setFocusNext('create');
                } catch (error) {
                  reportFailure(error);
                }
              }}
              body={intl.formatMessage(m.revokeBody)}
            >
              {intl.formatMessage(m.revoke)}
            </ConfirmButton>
          </Inline>
        </>
      ) : (
        <div ref={createRef}>
          <Button isPending={create.isMutating} onPress={() => void makeAddress()}>
            {intl.formatMessage(m.create)}
          </Button>
        </div>
      )}
    </MyAreaSection>
  );
}
