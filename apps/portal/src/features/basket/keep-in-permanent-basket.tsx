import { Button, Heading, Inline, Link, Stack, Text } from '@acervo/ui';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { describeApiError } from '../../lib/api/describe-error.ts';
import { useAtomValue } from '../../lib/jotai.ts';
import { LoginLink } from '../../lib/login-prompt/login-link.tsx';
import { useNotify } from '../../lib/notifications/notifications.ts';
import { useAddToBasket } from '../../lib/permanent-basket/basket-actions.ts';
import { isLoggedInAtom } from '../../lib/session/session.ts';
import { basketMessages as m } from './basket-messages.ts';

const permanentBasketHref = '/meupergamum/cesta-permanente';

/**
 * The session basket's titles sent to the patron's permanent basket (`POST
 * /api/acervo/cesta-permanente`, ADR 119): kept in the account, on any browser. The session basket
 * stays as it is. A visitor is offered the login, which comes back here.
 */
export function KeepInPermanentBasket({ codes }: { codes: readonly number[] }) {
  const intl = useIntl();
  const headingId = useId();
  const loggedIn = useAtomValue(isLoggedInAtom);
  return (
    <section aria-labelledby={headingId}>
      <Stack gap="sm">
        <Heading level={2} id={headingId}>
          {intl.formatMessage(m.permanentHeading)}
        </Heading>
        {loggedIn ? (
          <SendToPermanentBasket codes={codes} />
        ) : (
          <>
            <Text measure>{intl.formatMessage(m.permanentLogIn)}</Text>
            <Text>
              <LoginLink>{intl.formatMessage(m.permanentLogInLink)}</LoginLink>
            </Text>
          </>
        )}
      </Stack>
    </section>
  );
}

function SendToPermanentBasket({ codes }: { codes: readonly number[] }) {
  const intl = useIntl();
  const notify = useNotify();
  const add = useAddToBasket();
  const linkId = useId();
  const send = async () => {
    try {
      await add.trigger({ acervos: [...codes] });
      notify('success', intl.formatMessage(m.permanentSent, { count: codes.length }));
      // The outcome's next step: the permanent basket itself.
      document.getElementById(linkId)?.focus();
    } catch (error) {
      const described = describeApiError(error, intl);
      if (described) notify(described.tone, described.message);
    }
  };
  return (
    <>
      <Text measure>{intl.formatMessage(m.permanentIntro)}</Text>
      <Inline gap="md" align="center" wrap>
        <Button variant="secondary" isPending={add.isMutating} onPress={() => void send()}>
          {intl.formatMessage(m.permanentSend, { count: codes.length })}
        </Button>
        <Link id={linkId} href={permanentBasketHref}>
          {intl.formatMessage(m.permanentOpen)}
        </Link>
      </Inline>
    </>
  );
}
