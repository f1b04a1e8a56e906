import type { SearchHit } from '@acervo/contract';
import { Badge, SearchResultItem, ToggleButton, vars } from '@acervo/ui';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { basketActionAtom, basketCodesAtom } from '../../lib/basket/basket-state.ts';
import { useAtomValue, useSetAtom } from '../../lib/jotai.ts';
import type { SearchDisplay } from '../../lib/search/search-url.ts';
import { searchResultsMessages as m } from './search-results-messages.ts';

const Details = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space.xs};
  p {
    margin: 0;
  }
  [data-part='Badges'] {
    display: flex;
    flex-wrap: wrap;
    gap: ${vars.space.xs};
  }
`;

/** The descriptions of one letter of `dados_adicionais` (A authors, P publication, C call number…). */
const extra = (hit: SearchHit, letter: string) =>
  (hit.dados_adicionais[letter] ?? []).map((entry) => entry.descricao).filter(Boolean);

function useAvailability(hit: SearchHit) {
  const intl = useIntl();
  if (hit.exemplares === 0) return undefined;
  if (hit.exemplares_disponiveis === 0) {
    return { label: intl.formatMessage(m.noneAvailable), tone: 'warning' as const };
  }
  return {
    label: intl.formatMessage(m.availability, {
      available: hit.exemplares_disponiveis,
      total: hit.exemplares,
    }),
    tone: 'success' as const,
  };
}

/** Adds the title to the session basket or takes it out; pressed while it is there. */
function BasketToggle({ code, title }: { code: number; title: string }) {
  const intl = useIntl();
  const inBasket = useAtomValue(basketCodesAtom).has(code);
  const act = useSetAtom(basketActionAtom);
  return (
    <ToggleButton
      isSelected={inBasket}
      onChange={(selected) => act(selected ? { type: 'add', codes: [code] } : { type: 'remove', code })}
      aria-label={intl.formatMessage(m.addToBasketNamed, { title })}
    >
      {intl.formatMessage(m.addToBasket)}
    </ToggleButton>
  );
}

/** One hit as the result list shows it: the kit's result item with the catalogue's details. */
export function ResultItem({ hit, display }: { hit: SearchHit; display: SearchDisplay }) {
  const intl = useIntl();
  const availability = useAvailability(hit);
  // `obra` is the whole title, subtitle included, as Pergamum sends it.
  const title = hit.obra;
  const authors = extra(hit, 'A');
  const edition = [...extra(hit, 'E'), ...extra(hit, 'P')].join(' · ');
  const callNumber = extra(hit, 'C')[0];
  const badges = [
    hit.acesso_remoto === 'cr' ? intl.formatMessage(m.onlineAccess) : null,
    hit.possui_acessibilidade === 'S' ? intl.formatMessage(m.accessible) : null,
  ].filter((badge) => badge !== null);
  const detailed = display === 'D';

  return (
    <SearchResultItem
      title={title}
      href={`/acervo/${hit.cod_acervo}`}
      authors={authors.length > 0 ? authors : hit.autor ? [hit.autor] : []}
      year={hit.ano_publicacao ?? undefined}
      type={hit.desc_tipo_obra}
      availability={availability}
      coverSrc={hit.link_capa}
      layout={detailed ? 'row' : 'card'}
      details={
        detailed && (edition || callNumber || badges.length > 0) ? (
          <Details>
            {edition ? <p>{edition}</p> : null}
            {callNumber ? <p>{intl.formatMessage(m.callNumber, { callNumber })}</p> : null}
            {badges.length > 0 ? (
              <p data-part="Badges">
                {badges.map((badge) => (
                  <Badge key={badge} tone="info">
                    {badge}
                  </Badge>
                ))}
              </p>
            ) : null}
          </Details>
        ) : undefined
      }
      actions={<BasketToggle code={hit.cod_acervo} title={title} />}
    />
  );
}
