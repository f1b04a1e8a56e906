import type { TitleDetail } from '@acervo/contract';
import { Badge, Cover, Inline, Link, Stack, Text, vars } from '@acervo/ui';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { searchHref } from '../../lib/search/search-url.ts';
import { BasketToggle } from './basket-toggle.tsx';
import { PermanentBasketAction } from './permanent-basket-action.tsx';
import { type HeadingEntry, headingHref } from './heading-links.ts';
import { headerMessages as m } from './title-messages.ts';

const Layout = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space.lg};
  align-items: flex-start;
`;

/* At 320 px and large text the cover would be wider than the page: it shrinks instead. */
const CoverBox = styled.div`
  max-width: 100%;
  & > [data-component='Cover'] {
    max-width: 100%;
  }
`;

const Body = styled.div`
  flex: 1 1 20rem;
  min-width: 0;
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: minmax(8rem, max-content) minmax(0, 1fr);
  gap: ${vars.space.xs} ${vars.space.md};
  margin: 0;

  dt {
    font-weight: ${vars.font.weight.bold};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
  ul {
    margin: 0;
    padding: 0;
    list-style: none;
  }

  /* Narrow screens: each label above its value, so nothing is squeezed. */
  @media (max-width: 30rem) {
    grid-template-columns: minmax(0, 1fr);
    dd + dt {
      margin-top: ${vars.space.sm};
    }
  }
`;

function Fact({ label, children }: { label: string; children: ReactNode }) {
  if (children == null || children === '') return null;
  return (
    <>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </>
  );
}

function HeadingLinks({ entries, field }: { entries: readonly HeadingEntry[]; field: 'autor' | 'assunto' }) {
  return (
    <ul>
      {entries.map((entry) => (
        <li key={entry.codigo}>
          <Link href={headingHref(entry, field)}>{entry.descricao}</Link>
        </li>
      ))}
    </ul>
  );
}

/** "Rio de Janeiro: B. L. Garnier", as a catalogue card writes the imprint. */
const imprint = (place: string | null, publisher: string | null) =>
  [place, publisher].filter(Boolean).join(': ') || null;

/**
 * What a patron reads first about a work: its cover, title and statement of responsibility, how
 * many copies are on the shelf, the record's fields (authors and subjects lead on to their
 * authority or a search) and the basket action. The page heading above it is the title itself.
 */
export function TitleHeader({ title }: { title: TitleDetail }) {
  const intl = useIntl();
  const additional = title.dados_adicionais;
  const authors = additional.A ?? [];
  const subjects = additional.S ?? [];
  return (
    <Stack gap="md">
      {title.subtitulo || title.responsabilidade ? (
        <Stack gap="xs">
          {title.subtitulo ? (
            <Text size="lg" tone="muted">
              {title.subtitulo}
            </Text>
          ) : null}
          {title.responsabilidade ? <Text>{title.responsabilidade}</Text> : null}
        </Stack>
      ) : null}
      <Layout>
        <CoverBox>
          <Cover
            src={title.link_capa}
            title={title.titulo}
            author={authors[0]?.descricao}
            alt={intl.formatMessage(m.cover, { title: title.titulo })}
            size="lg"
          />
        </CoverBox>
        <Body>
          <Stack gap="md">
            <Inline gap="xs">
              <Badge>{title.desc_tipo_obra}</Badge>
              {title.acesso_remoto === 'cr' ? (
                <Badge tone="info">{intl.formatMessage(m.online)}</Badge>
              ) : null}
              {title.possui_acessibilidade === 'S' ? (
                <Badge tone="info">{intl.formatMessage(m.accessible)}</Badge>
              ) : null}
              <Badge tone={title.exemplares_disponiveis > 0 ? 'success' : 'warning'}>
                {title.exemplares === 0
                  ? intl.formatMessage(m.noCopies)
                  : intl.formatMessage(m.available, {
                      available: title.exemplares_disponiveis,
                      total: title.exemplares,
                    })}
              </Badge>
            </Inline>
            <BasketToggle codAcervo={title.cod_acervo} title={title.titulo} />
            <PermanentBasketAction codAcervo={title.cod_acervo} title={title.titulo} />
            <section aria-label={intl.formatMessage(m.record)}>
              <Facts>
                <Fact label={intl.formatMessage(m.authors)}>
                  {authors.length > 0 ? <HeadingLinks entries={authors} field="autor" /> : null}
                </Fact>
                <Fact label={intl.formatMessage(m.subjects)}>
                  {subjects.length > 0 ? <HeadingLinks entries={subjects} field="assunto" /> : null}
                </Fact>
                <Fact label={intl.formatMessage(m.edition)}>{title.edicao}</Fact>
                <Fact label={intl.formatMessage(m.publisher)}>
                  {imprint(title.local_publicacao, title.editora)}
                </Fact>
                <Fact label={intl.formatMessage(m.year)}>{title.ano_publicacao}</Fact>
                <Fact label={intl.formatMessage(m.physical)}>{title.descricao_fisica}</Fact>
                <Fact label={intl.formatMessage(m.series)}>
                  {title.serie ? (
                    <Link href={searchHref({ term: title.serie, field: 'serie' })}>{title.serie}</Link>
                  ) : null}
                </Fact>
                <Fact label={intl.formatMessage(m.isbn)}>{title.isbn.join(', ')}</Fact>
                <Fact label={intl.formatMessage(m.issn)}>{title.issn.join(', ')}</Fact>
                <Fact label={intl.formatMessage(m.language)}>{title.idioma_desc ?? title.idioma}</Fact>
                <Fact label={intl.formatMessage(m.notes)}>{title.notas}</Fact>
                <Fact label={intl.formatMessage(m.callNumber)}>{title.classificacao}</Fact>
              </Facts>
            </section>
          </Stack>
        </Body>
      </Layout>
    </Stack>
  );
}
