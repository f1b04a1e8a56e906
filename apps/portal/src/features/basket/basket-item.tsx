import { Button, SearchResultItem, Skeleton, Text, vars } from '@acervo/ui';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { basketActionAtom } from '../../lib/basket/basket-state.ts';
import { useSetAtom } from '../../lib/jotai.ts';
import { useNotify } from '../../lib/notifications/notifications.ts';
import { SectionFailed } from '../../lib/page/section-state.tsx';
import { styledReference } from '../../lib/references/styled-reference.tsx';
import { ApiRequestError } from '../../lib/api/api-client.ts';
import { type ReferenceStyle, useBasketReference } from './api/basket-reference.ts';
import { useBasketTitle } from './api/basket-title.ts';
import { basketMessages as m } from './basket-messages.ts';

const Reference = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space.xxs};
  p {
    margin: 0;
  }
  [data-part='Label'] {
    color: ${vars.color.textMuted};
    font-size: ${vars.font.size.sm};
  }
`;

const Missing = styled.article`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${vars.space.sm};
  padding: ${vars.space.md} 0;
  h3 {
    margin: 0;
    font-size: ${vars.font.size.md};
  }
  p {
    margin: 0;
  }
`;

/** The title's reference in the chosen style, under its data. */
function TitleReference({ code, style }: { code: number; style: ReferenceStyle }) {
  const intl = useIntl();
  const { data, error } = useBasketReference(code, style);
  return (
    <Reference>
      <p data-part="Label">{intl.formatMessage(m.referenceLabel, { style: style.toUpperCase() })}</p>
      {data ? (
        <p>{styledReference(data.referencia)}</p>
      ) : error ? (
        <Text tone="muted">{intl.formatMessage(m.referenceFailed)}</Text>
      ) : (
        <div aria-busy="true">
          <Skeleton lines={1} />
        </div>
      )}
    </Reference>
  );
}

type RemoveProps = { code: number; label: string; title: string; onRemoved: () => void };

function RemoveButton({ code, label, title, onRemoved }: RemoveProps) {
  const intl = useIntl();
  const notify = useNotify();
  const act = useSetAtom(basketActionAtom);
  return (
    <Button
      variant="secondary"
      aria-label={label}
      onPress={() => {
        act({ type: 'remove', code });
        notify('success', intl.formatMessage(m.removed, { title }));
        onRemoved();
      }}
    >
      {intl.formatMessage(m.remove)}
    </Button>
  );
}

/**
 * One title of the basket: the catalogue's result item (cover, title linking to the title page,
 * authors, type, year, availability) with its reference, and a button to take it out. A title the
 * catalogue no longer has says so, and can still be removed.
 */
export function BasketItem({
  code,
  style,
  onRemoved,
}: {
  code: number;
  style: ReferenceStyle;
  onRemoved: () => void;
}) {
  const intl = useIntl();
  const { data, error, mutate } = useBasketTitle(code);

  if (error && !data) {
    if (error instanceof ApiRequestError && error.status === 404) {
      const missing = intl.formatMessage(m.missingTitle, { code: String(code) });
      return (
        <Missing>
          <div>
            <h3>{missing}</h3>
            <p>{intl.formatMessage(m.missingBody)}</p>
          </div>
          <RemoveButton
            code={code}
            label={intl.formatMessage(m.removeMissingNamed, { code: String(code) })}
            title={missing}
            onRemoved={onRemoved}
          />
        </Missing>
      );
    }
    return <SectionFailed error={error} onRetry={() => void mutate()} />;
  }
  if (!data) {
    return (
      <div aria-busy="true">
        <Skeleton lines={3} />
      </div>
    );
  }

  const title = data.subtitulo ? `${data.titulo}: ${data.subtitulo}` : data.titulo;
  const authors = (data.dados_adicionais.A ?? []).map((entry) => entry.descricao).filter(Boolean);
  return (
    <SearchResultItem
      title={title}
      href={`/acervo/${code}`}
      authors={authors.length > 0 ? authors : data.autor ? [data.autor] : []}
      year={data.ano_publicacao ?? undefined}
      type={data.desc_tipo_obra}
      coverSrc={data.link_capa}
      layout="row"
      details={<TitleReference code={code} style={style} />}
      actions={
        <RemoveButton
          code={code}
          label={intl.formatMessage(m.removeNamed, { title })}
          title={title}
          onRemoved={onRemoved}
        />
      }
    />
  );
}

/** A basket title's name as its item shows it, or its number until it arrives. */
export function BasketTitleName({ code }: { code: number }) {
  const intl = useIntl();
  const { data } = useBasketTitle(code);
  if (!data) return <>{intl.formatMessage(m.untitled, { code: String(code) })}</>;
  return <>{data.subtitulo ? `${data.titulo}: ${data.subtitulo}` : data.titulo}</>;
}
