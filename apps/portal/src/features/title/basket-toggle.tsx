import { Button, Inline, Link } from '@acervo/ui';
import { useIntl } from 'react-intl';
import { basketActionAtom, basketCodesAtom } from '../../lib/basket/basket-state.ts';
import { useAtomValue, useSetAtom } from '../../lib/jotai.ts';
import { useNotify } from '../../lib/notifications/notifications.ts';
import { headerMessages as m } from './title-messages.ts';

/** Adds the title to the session basket, or takes it out again; a toast says what happened. */
export function BasketToggle({ codAcervo, title }: { codAcervo: number; title: string }) {
  const intl = useIntl();
  const notify = useNotify();
  const inBasket = useAtomValue(basketCodesAtom).has(codAcervo);
  const dispatch = useSetAtom(basketActionAtom);
  return (
    <Inline gap="md" align="center">
      <Button
        variant={inBasket ? 'secondary' : 'primary'}
        onPress={() => {
          dispatch(inBasket ? { type: 'remove', code: codAcervo } : { type: 'add', codes: [codAcervo] });
          notify('success', intl.formatMessage(inBasket ? m.removed : m.added, { title }));
        }}
      >
        {intl.formatMessage(inBasket ? m.removeFromBasket : m.addToBasket)}
      </Button>
      {inBasket ? <Link href="/cesta">{intl.formatMessage(m.goToBasket)}</Link> : null}
    </Inline>
  );
}
