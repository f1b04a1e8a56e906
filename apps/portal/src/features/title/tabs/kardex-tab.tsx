import type { kardexComboDataSchema, kardexIssueSchema } from '@acervo/contract';
import {
  Badge,
  type BadgeTone,
  Cell,
  Column,
  Heading,
  Inline,
  Link,
  Row,
  Select,
  SelectItem,
  Stack,
  Table,
  TableBody,
  TableHeader,
  Text,
  vars,
} from '@acervo/ui';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { useLocation, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import type { z } from 'zod';
import { formatIsoDate } from '../../../lib/dates/dates.ts';
import { keepFocusState } from '../../../lib/page/page-heading.tsx';
import { SectionFailed, SectionLoading } from '../../../lib/page/section-state.tsx';
import { useKardexChoices } from '../api/kardex-choices.ts';
import { type KardexIssueRef, useKardexIssue } from '../api/kardex-issue.ts';
import { useKardexIssues } from '../api/kardex-issues.ts';
import { useKardexPermission } from '../api/kardex-permission.ts';
import { isoFromBrazilianDate } from './brazilian-date.ts';
import { ContentsList } from './contents-list.tsx';
import { kardexMessages as m } from './tab-messages.ts';

type Issue = z.infer<typeof kardexIssueSchema>;
type Choices = z.infer<typeof kardexComboDataSchema>;

/** The choices live in the address, so a year, a library or an issue's contents can be shared. */
const param = { library: 'biblioteca', year: 'ano', issue: 'fasciculo' } as const;
const allLibraries = 'todas';

const Choice = styled.div`
  flex: 1 1 12rem;
  max-width: 20rem;
`;

const Collections = styled.ul`
  display: grid;
  gap: ${vars.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Status = styled.span`
  white-space: nowrap;
`;

/** The issue as a journal labels it: "v. 13, n. 1, jan./mar. 2025". */
export const issueLabel = (issue: Pick<Issue, 'volume' | 'numero' | 'periodo' | 'ano'>) =>
  [issue.volume, issue.numero, [issue.periodo, issue.ano].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join(', ');

const statusTone = (status: Issue['situacao']): BadgeTone =>
  status === 'recebido' || status === 'encadernado'
    ? 'success'
    : status === 'atrasado'
      ? 'warning'
      : 'neutral';

/** `fasciculo=1-13`: collection 1, issue 13. */
const issueParam = (issue: KardexIssueRef) => `${issue.codPar}-${issue.seqPar}`;
function parseIssueParam(value: string | null): KardexIssueRef | null {
  const match = /^(\d{1,9})-(\d{1,9})$/.exec(value ?? '');
  return match ? { codPar: Number(match[1]), seqPar: Number(match[2]) } : null;
}

function useKardexParams(choices: Choices | undefined) {
  const [params, setParams] = useSearchParams();
  const rawLibrary = Number(params.get(param.library));
  const rawYear = Number(params.get(param.year));
  const library = choices?.bibliotecas.some((entry) => entry.cod_biblioteca === rawLibrary)
    ? rawLibrary
    : null;
  const year = choices?.anos.includes(rawYear) ? rawYear : null;
  const issue = parseIssueParam(params.get(param.issue));
  const choose = (changes: Partial<Record<keyof typeof param, string | null>>) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [name, value] of Object.entries(changes)) {
          const key = param[name as keyof typeof param];
          if (value === null) next.delete(key);
          else next.set(key, value);
        }
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  return { library, year, issue, choose, params };
}

/**
 * A periodical's holdings (Kardex): its collections per library, the issues of a year (newest year
 * first), and the table of contents of the issue chosen.
 */
export function KardexTab({ codAcervo }: { codAcervo: number }) {
  const intl = useIntl();
  const permission = useKardexPermission(codAcervo);
  const allowed = permission.data?.permitido === true;
  const choices = useKardexChoices(codAcervo, allowed);
  const { library, year, issue, choose, params } = useKardexParams(choices.data);
  const issues = useKardexIssues(codAcervo, { library, year }, allowed && Boolean(choices.data));
  const location = useLocation();
  // An issue opened from the address is where the reader arrives; one chosen here takes the focus.
  const [arrivedWith] = useState(() => params.get(param.issue));

  const failed = permission.error ?? choices.error;
  if (failed && !(permission.data && (choices.data || !allowed)))
    return (
      <SectionFailed
        error={failed}
        onRetry={() => void (permission.error ? permission.mutate() : choices.mutate())}
      />
    );
  if (!permission.data || (allowed && !choices.data)) return <SectionLoading lines={6} />;
  if (!allowed || !choices.data || choices.data.colecoes.length === 0)
    return <Text>{intl.formatMessage(m.none)}</Text>;

  const { colecoes, bibliotecas, anos } = choices.data;
  const shownYear = issues.data?.ano ?? year ?? anos[0] ?? null;
  const contentsHref = (entry: Issue) => {
    const next = new URLSearchParams(params);
    next.set(param.issue, issueParam(entry));
    return `${location.pathname}?${next.toString()}`;
  };

  return (
    <Stack gap="lg">
      <section aria-labelledby="kardex-collections">
        <Stack gap="sm">
          <Heading level={3} id="kardex-collections">
            {intl.formatMessage(m.collections)}
          </Heading>
          <Collections>
            {colecoes.map((collection) => (
              <li key={collection.codPar}>
                <Text>
                  <strong>{collection.desc_biblioteca}</strong>
                </Text>
                <Text>
                  {intl.formatMessage(m.collection, {
                    frequency: collection.desc_periodicidade,
                    status: collection.desc_situacao,
                  })}
                </Text>
                {collection.nota ? (
                  <Text size="sm" tone="muted">
                    {intl.formatMessage(m.holdings, { holdings: collection.nota })}
                  </Text>
                ) : null}
              </li>
            ))}
          </Collections>
        </Stack>
      </section>

      <Inline gap="md" align="end">
        {bibliotecas.length > 1 ? (
          <Choice>
            <Select
              label={intl.formatMessage(m.library)}
              selectedKey={library === null ? allLibraries : String(library)}
              onSelectionChange={(key) =>
                choose({ library: key === allLibraries || key === null ? null : String(key), issue: null })
              }
            >
              <SelectItem id={allLibraries}>{intl.formatMessage(m.allLibraries)}</SelectItem>
              {bibliotecas.map((entry) => (
                <SelectItem key={entry.cod_biblioteca} id={String(entry.cod_biblioteca)}>
                  {entry.desc_biblioteca}
                </SelectItem>
              ))}
            </Select>
          </Choice>
        ) : null}
        {anos.length > 0 ? (
          <Choice>
            <Select
              label={intl.formatMessage(m.year)}
              selectedKey={shownYear === null ? null : String(shownYear)}
              onSelectionChange={(key) => choose({ year: key === null ? null : String(key), issue: null })}
            >
              {anos.map((entry) => (
                <SelectItem key={entry} id={String(entry)}>
                  {String(entry)}
                </SelectItem>
              ))}
            </Select>
          </Choice>
        ) : null}
      </Inline>

      <IssuesSection
        issues={issues}
        year={shownYear}
        showLibrary={library === null && bibliotecas.length > 1}
        contentsHref={contentsHref}
      />

      {issue ? (
        <IssueContents codAcervo={codAcervo} issue={issue} takeFocus={issueParam(issue) !== arrivedWith} />
      ) : null}
    </Stack>
  );
}

function IssuesSection({
  issues,
  year,
  showLibrary,
  contentsHref,
}: {
  issues: ReturnType<typeof useKardexIssues>;
  year: number | null;
  showLibrary: boolean;
  contentsHref: (issue: Issue) => string;
}) {
  const intl = useIntl();
  const label = {
    issue: intl.formatMessage(m.issue),
    library: intl.formatMessage(m.library),
    arrival: intl.formatMessage(m.arrival),
    status: intl.formatMessage(m.status),
    copies: intl.formatMessage(m.copies),
    contents: intl.formatMessage(m.contents),
  };
  const arrivalOf = (issue: Issue) => {
    if (!issue.data_chegada) return '';
    const iso = isoFromBrazilianDate(issue.data_chegada);
    return iso ? formatIsoDate(intl, iso) : issue.data_chegada;
  };
  const list = issues.data?.fasciculos;

  return (
    <section aria-labelledby="kardex-issues">
      <Stack gap="sm">
        <Heading level={3} id="kardex-issues">
          {year === null ? intl.formatMessage(m.issue) : intl.formatMessage(m.issuesOf, { year })}
        </Heading>
        {issues.error && !list ? (
          <SectionFailed error={issues.error} onRetry={() => void issues.mutate()} />
        ) : !list ? (
          <SectionLoading lines={5} />
        ) : list.length === 0 ? (
          <Text>{intl.formatMessage(m.noIssues)}</Text>
        ) : (
          <Stack gap="sm" aria-busy={issues.isLoading}>
            <Text role="status">{intl.formatMessage(m.count, { count: list.length })}</Text>
            <Table aria-label={intl.formatMessage(m.issuesTable, { year: year ?? 0 })}>
              <TableHeader>
                <Column id="issue" isRowHeader>
                  {label.issue}
                </Column>
                {showLibrary ? <Column id="library">{label.library}</Column> : null}
                <Column id="arrival">{label.arrival}</Column>
                <Column id="status">{label.status}</Column>
                <Column id="copies">{label.copies}</Column>
                <Column id="contents">{label.contents}</Column>
              </TableHeader>
              <TableBody items={list.map((entry) => ({ ...entry, id: issueParam(entry) }))}>
                {(entry) => (
                  <Row id={entry.id} textValue={issueLabel(entry)}>
                    <Cell label={label.issue}>{issueLabel(entry)}</Cell>
                    {showLibrary ? <Cell label={label.library}>{entry.desc_biblioteca}</Cell> : null}
                    <Cell label={label.arrival}>{arrivalOf(entry)}</Cell>
                    <Cell label={label.status}>
                      <Status>
                        <Badge tone={statusTone(entry.situacao)}>{entry.desc_situacao}</Badge>
                      </Status>
                    </Cell>
                    <Cell label={label.copies}>{intl.formatNumber(entry.exemplares)}</Cell>
                    <Cell label={label.contents}>
                      {entry.possui_sumario ? (
                        <Link
                          href={contentsHref(entry)}
                          routerOptions={{ state: keepFocusState, preventScrollReset: true }}
                        >
                          {intl.formatMessage(m.seeContents, { issue: issueLabel(entry) })}
                        </Link>
                      ) : (
                        <Text as="span" tone="muted">
                          {intl.formatMessage(m.noContents)}
                        </Text>
                      )}
                    </Cell>
                  </Row>
                )}
              </TableBody>
            </Table>
          </Stack>
        )}
      </Stack>
    </section>
  );
}

const contentsHeadingId = 'kardex-contents';

/** The chosen issue's table of contents; its heading takes the focus when it arrives. */
function IssueContents({
  codAcervo,
  issue,
  takeFocus,
}: {
  codAcervo: number;
  issue: KardexIssueRef;
  takeFocus: boolean;
}) {
  const intl = useIntl();
  const { data, error, mutate } = useKardexIssue(codAcervo, issue);
  const loaded = data ? issueParam(data.fasciculo) : null;
  useEffect(() => {
    if (loaded && takeFocus) document.getElementById(contentsHeadingId)?.focus();
  }, [loaded, takeFocus]);

  return (
    <section aria-labelledby={contentsHeadingId}>
      <Stack gap="sm">
        <Heading level={3} id={contentsHeadingId} tabIndex={-1}>
          {data
            ? intl.formatMessage(m.contentsOf, { issue: issueLabel(data.fasciculo) })
            : intl.formatMessage(m.contents)}
        </Heading>
        {error && !data ? (
          <SectionFailed error={error} onRetry={() => void mutate()} />
        ) : !data ? (
          <SectionLoading lines={4} />
        ) : data.sumario.length === 0 ? (
          <Text>{intl.formatMessage(m.contentsEmpty)}</Text>
        ) : (
          <ContentsList entries={data.sumario} />
        )}
      </Stack>
    </section>
  );
}
