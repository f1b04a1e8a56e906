import type { authoritySchema } from '@acervo/contract';
import { Heading, Link, Pagination, Stack, Text } from '@acervo/ui';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { z } from 'zod';
import { authorityTitlesPerPage } from './api/authority.ts';
import { authorityMessages as m } from './authority-messages.ts';
import { authoritySearchHref, referenceHref } from './authority-search.ts';

type Authority = z.infer<typeof authoritySchema>;

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id}>
      <Heading level={3} id={id}>
        {title}
      </Heading>
      {children}
    </section>
  );
}

/** "See also" both ways: the headings this one points to and those that point here, once each. */
function relatedHeadings(authority: Authority) {
  const seen = new Set<string>();
  return [...authority.verTambem, ...authority.usadoPor].filter((reference) => {
    const key = reference.cod_autoridade === null ? `t:${reference.termo}` : `a:${reference.cod_autoridade}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/**
 * The record tab: the forms not used (see references), related headings, notes and sources, and
 * the titles under the heading a page at a time, with a search of the whole catalogue for it.
 */
export function AuthorityRecord({
  authority,
  page,
  pageHref,
}: {
  authority: Authority;
  page: number;
  pageHref: (page: number) => string;
}) {
  const intl = useIntl();
  const related = relatedHeadings(authority);
  const pageCount = Math.ceil(authority.total_titulos / authorityTitlesPerPage);
  return (
    <Stack gap="lg">
      {authority.ver.length > 0 ? (
        <Section id="autoridade-ver" title={intl.formatMessage(m.usedFor)}>
          <Text>{intl.formatMessage(m.usedForHint)}</Text>
          <ul>
            {authority.ver.map((term) => (
              <li key={term}>{term}</li>
            ))}
          </ul>
        </Section>
      ) : null}
      {related.length > 0 ? (
        <Section id="autoridade-ver-tambem" title={intl.formatMessage(m.seeAlso)}>
          <ul>
            {related.map((reference) => (
              <li key={`${reference.cod_autoridade ?? ''}-${reference.termo}`}>
                <Link href={referenceHref(reference, authority.tipo)}>{reference.termo}</Link>
              </li>
            ))}
          </ul>
        </Section>
      ) : null}
      {authority.notas.length > 0 ? (
        <Section id="autoridade-notas" title={intl.formatMessage(m.notes)}>
          {authority.notas.map((note, index) => (
            <Text key={index}>{note}</Text>
          ))}
        </Section>
      ) : null}
      {authority.fontes.length > 0 ? (
        <Section id="autoridade-fontes" title={intl.formatMessage(m.sources)}>
          <ul>
            {authority.fontes.map((source, index) => (
              <li key={index}>{source}</li>
            ))}
          </ul>
        </Section>
      ) : null}
      <Section
        id="autoridade-titulos"
        title={intl.formatMessage(m.titles, { total: authority.total_titulos })}
      >
        <Stack gap="sm">
          {authority.titulos.length === 0 ? (
            <Text>{intl.formatMessage(m.noTitles)}</Text>
          ) : (
            <ul>
              {authority.titulos.map((title) => (
                <li key={title.cod_acervo}>
                  <Link href={`/acervo/${title.cod_acervo}`}>{title.titulo}</Link>
                  {title.ano_publicacao ? (
                    <> {intl.formatMessage(m.year, { year: String(title.ano_publicacao) })}</>
                  ) : null}
                </li>
              ))}
            </ul>
          )}
          {pageCount > 1 ? (
            <Pagination
              page={Math.min(page, pageCount)}
              pageCount={pageCount}
              getPageHref={pageHref}
              aria-label={intl.formatMessage(m.titlesPages)}
            />
          ) : null}
          <Link href={authoritySearchHref(authority.cabecalho, authority.tipo)}>
            {intl.formatMessage(m.search, { heading: authority.cabecalho })}
          </Link>
        </Stack>
      </Section>
    </Stack>
  );
}
