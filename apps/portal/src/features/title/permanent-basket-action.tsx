import { Badge, Button, Inline, Link } from '@acervo/ui';
import { useIntl } from 'react-intl';
import { useAtomValue } from '../../lib/jotai.ts';
import { useNotify } from '../../lib/notifications/notifications.ts';
import { isLoggedInAtom } from '../../lib/session/session.ts';
import { describeApiError } from '../../lib/api/describe-error.ts';
import { useAddToBasket } from '../../lib/permanent-basket/basket-actions.ts';
import { useBasketTitles } from '../../lib/permanent-basket/basket-titles.ts';
import { permanentBasketActionMessages as m } from './title-messages.ts';

/**
 * For a logged-in patron: puts the title in their permanent basket, or says it is there already
 * with a link to it. Anonymous visitors see nothing (the session basket is theirs).
 */
export function PermanentBasketAction({ codAcervo, title }: { codAcervo: number; title: string }) {
  const loggedIn = useAtomValue(isLoggedInAtom);
  return loggedIn ? <PatronAction codAcervo={codAcervo} title={title} /> : null;
}

const linkId = 'title-permanent-basket-link';

function PatronAction({ codAcervo, title }: { codAcervo: number; title: string }) {
  const intl = useIntl();
  const notify = useNotify();
  const basket = useBasketTitles();
  const add = useAddToBasket();
  // Until the basket is known the button is not offered, so it never flips under the pointer.
  if (!basket.data) return null;
  const inBasket = basket.data.itens.some((item) => item.cod_acervo === codAcervo);
  return (
    <Inline gap="md" align="center">
      {inBasket ? (
        <Badge tone="success">{intl.formatMessage(m.inIt)}</Badge>
      ) : (
        <Button
          variant="secondary"
          isPending={add.isMutating}
          onPress={async () => {
            try {
              await add.trigger({ acervos: [codAcervo] });
              notify('success', intl.formatMessage(m.added, { title }));
              // The button gives way to "in your basket": focus moves to the link that stays.
              document.getElementById(linkId)?.focus();
            } catch (error) {
              const described = describeApiError(error, intl);
              if (described) notify(described.tone, described.message);
            }
          }}
        >
          {intl.formatMessage(m.add)}
        </Button>
      )}
      <Link id={linkId} href="/meupergamum/cesta-permanente">
        {intl.formatMessage(m.open)}
      </Link>
    </Inline>
  );
}
