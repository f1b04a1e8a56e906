import type { storageDataSchema } from '@acervo/contract';
import { Alert, Badge, Button, Checkbox, CheckboxGroup, Form, Heading, Link, Stack, Text } from '@acervo/ui';
import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import type { z } from 'zod';
import { ApiRequestError } from '../../../lib/api/api-client.ts';
import { describeApiError } from '../../../lib/api/describe-error.ts';
import { formatDateTime } from '../../../lib/dates/dates.ts';
import { useAtomValue } from '../../../lib/jotai.ts';
import { LoginLink } from '../../../lib/login-prompt/login-link.tsx';
import { SectionFailed, SectionLoading } from '../../../lib/page/section-state.tsx';
import { isLoggedInAtom } from '../../../lib/session/session.ts';
import { useOwnStorageRequests } from '../api/own-storage-requests.ts';
import { useRequestStoredCopies } from '../api/request-stored-copies.ts';
import { useStoredCopies } from '../api/stored-copies.ts';
import { closedStacksMessages as m } from './closed-stacks-messages.ts';
import { copiesMessages } from './tab-messages.ts';

type StoredCopy = z.infer<typeof storageDataSchema>['exemplares'][number];
type Library = { codigo: number; name: string; room: string; hours: number; copies: StoredCopy[] };

/* A copy's number, where it is kept and why it cannot be asked for: one line each. */
const CopyLines = styled.span`
  display: flex;
  flex-direction: column;
`;

const CopyList = styled.ul`
  margin: 0;
  padding-inline-start: 1.25rem;
`;

/** The stored copies by library, in the order the server lists them (by library name). */
function byLibrary(copies: readonly StoredCopy[]): Library[] {
  const libraries = new Map<number, Library>();
  for (const copy of copies) {
    let library = libraries.get(copy.cod_biblioteca);
    if (!library) {
      library = {
        codigo: copy.cod_biblioteca,
        name: copy.desc_biblioteca,
        room: copy.desc_armazem,
        hours: copy.prazo_horas,
        copies: [],
      };
      libraries.set(copy.cod_biblioteca, library);
    }
    library.copies.push(copy);
  }
  return [...libraries.values()];
}

/** The server refuses a basket position by position (`cesta.{i}.cod_exemplar`): per copy, why. */
function refusalsByCopy(error: unknown, sent: readonly number[]): Map<number, string> {
  const refusals = new Map<number, string>();
  if (!(error instanceof ApiRequestError) || !error.body.fields) return refusals;
  for (const [field, message] of Object.entries(error.body.fields)) {
    const position = /^cesta\.(\d+)\.cod_exemplar$/.exec(field);
    const code = position ? sent[Number(position[1])] : undefined;
    if (code !== undefined) refusals.set(code, message);
  }
  return refusals;
}

/** Request states in which a copy is still the patron's: being fetched, or waiting at the desk. */
const openStates = new Set(['aguardando', 'disponivel']);

/**
 * The copies the patron has already asked for and not yet finished with, by copy: the request's
 * state; null until the patron's requests are known.
 */
function useOwnOpenRequests(): Map<number, string> | null {
  const { data } = useOwnStorageRequests();
  if (!data) return null;
  const open = new Map<number, string>();
  for (const request of data.solicitacoes)
    for (const item of request.itens)
      if (openStates.has(item.situacao.codigo)) open.set(item.codExemplar, item.situacao.descricao);
  return open;
}

/**
 * The closed stacks tab (spec §2 code `acervo_fechado`): the title's copies kept in a storage room,
 * by library. Anyone sees them; a patron ticks the ones to consult and the library's desk brings
 * them (`/gravar-armazem`, all or none); an anonymous visitor is asked to log in and comes back here.
 */
export function ClosedStacksTab({ codAcervo }: { codAcervo: number }) {
  const intl = useIntl();
  const loggedIn = useAtomValue(isLoggedInAtom);
  const { data, error, mutate } = useStoredCopies(codAcervo);
  if (error && !data) return <SectionFailed error={error} onRetry={() => void mutate()} />;
  if (!data) return <SectionLoading lines={5} label={intl.formatMessage(m.loading)} />;
  if (data.exemplares.length === 0)
    return (
      <Stack gap="sm">
        <Text>{intl.formatMessage(m.none)}</Text>
        <p>
          <Link href={`/acervo/${codAcervo}/exemplares`}>{intl.formatMessage(m.seeCopies)}</Link>
        </p>
      </Stack>
    );
  const libraries = byLibrary(data.exemplares);
  return (
    <Stack gap="lg">
      <Text>{intl.formatMessage(m.intro)}</Text>
      {loggedIn ? (
        libraries.map((library) => <LibraryRequest key={library.codigo} library={library} />)
      ) : (
        <>
          {libraries.map((library) => (
            <Stack key={library.codigo} gap="sm">
              <Heading level={3}>
                {intl.formatMessage(m.libraryCopies, { library: library.name, room: library.room })}
              </Heading>
              <Text size="sm">{intl.formatMessage(m.deskTime, { hours: library.hours })}</Text>
              <CopyList>
                {library.copies.map((copy) => (
                  <li key={copy.cod_exemplar}>
                    <CopyDescription copy={copy} />
                  </li>
                ))}
              </CopyList>
            </Stack>
          ))}
          <Stack gap="sm">
            <Text>{intl.formatMessage(m.loginNeeded)}</Text>
            <p>
              <LoginLink>{intl.formatMessage(m.login)}</LoginLink>
            </p>
          </Stack>
        </>
      )}
    </Stack>
  );
}

function CopyDescription({
  copy,
  refusal,
  requested,
  ownKnown = false,
}: {
  copy: StoredCopy;
  refusal?: string | undefined;
  /** The state of the patron's own open request for this copy, if any. */
  requested?: string | undefined;
  /**
   * Whether the patron's own requests are known: only then is an open request that is not theirs
   * said to be another person's (a visitor, or a patron whose list is loading, is told it is taken).
   */
  ownKnown?: boolean;
}) {
  const intl = useIntl();
  const volume = [
    copy.volume && intl.formatMessage(copiesMessages.volumeShort, { value: copy.volume }),
    copy.tomo && intl.formatMessage(copiesMessages.tomeShort, { value: copy.tomo }),
    copy.parte && intl.formatMessage(copiesMessages.partShort, { value: copy.parte }),
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <CopyLines>
      <span>
        {volume
          ? intl.formatMessage(m.copyVolume, { tombo: copy.tombo, volume })
          : intl.formatMessage(m.copy, { tombo: copy.tombo })}
      </span>
      <Text as="span" size="sm">
        {intl.formatMessage(m.position, { position: copy.posicao })}
      </Text>
      {requested ? (
        <span>
          <Badge tone="info">{intl.formatMessage(m.alreadyRequested, { status: requested })}</Badge>
        </span>
      ) : copy.solicitado ? (
        <Text as="span" size="sm">
          {intl.formatMessage(ownKnown ? m.requestedByOther : m.requestedOpen)}
        </Text>
      ) : copy.situacao === 'disponivel' ? null : (
        <Text as="span" size="sm">
          {intl.formatMessage(m.unavailable, { status: copy.desc_situacao })}
        </Text>
      )}
      {refusal ? (
        <span>
          <Badge tone="danger">{refusal}</Badge>
        </span>
      ) : null}
    </CopyLines>
  );
}

/** One library's form: its copies to tick and the request to its desk. */
function LibraryRequest({ library }: { library: Library }) {
  const intl = useIntl();
  const send = useRequestStoredCopies();
  // A copy the patron already asked for is not offered again (the server would refuse it).
  const ownRequests = useOwnOpenRequests();
  const [chosen, setChosen] = useState<string[]>([]);
  const [sent, setSent] = useState<readonly number[]>([]);
  const [refusals, setRefusals] = useState<Map<number, string>>(new Map());
  const [formError, setFormError] = useState<string | null>(null);
  const [chooseError, setChooseError] = useState(false);
  // The button is disabled once the request leaves, but a second Enter can come before it renders.
  const sending = useRef(false);
  const groupRef = useRef<HTMLDivElement>(null);
  const outcomeRef = useRef<HTMLDivElement>(null);
  const done = send.data ?? null;

  useEffect(() => {
    if (done) outcomeRef.current?.focus();
  }, [done]);

  const focusCopy = (code: number | undefined) => {
    const selector = code === undefined ? 'input:not([disabled])' : `input[value="${code}"]`;
    groupRef.current?.querySelector<HTMLInputElement>(selector)?.focus();
  };

  const submit = async () => {
    if (sending.current) return;
    const copies = chosen.map(Number);
    if (copies.length === 0) {
      setChooseError(true);
      focusCopy(undefined);
      return;
    }
    sending.current = true;
    setSent(copies);
    setRefusals(new Map());
    setFormError(null);
    try {
      await send.trigger({ library: library.codigo, copies });
    } catch (failure) {
      const refused = refusalsByCopy(failure, copies);
      setRefusals(refused);
      if (refused.size > 0) {
        setFormError(intl.formatMessage(m.refused));
        focusCopy(copies.find((code) => refused.has(code)));
      } else {
        setFormError(describeApiError(failure, intl)?.message ?? null);
      }
    } finally {
      sending.current = false;
    }
  };

  if (done) {
    return (
      <div ref={outcomeRef} tabIndex={-1}>
        <Alert
          tone="success"
          title={intl.formatMessage(m.sentHeading)}
          actions={
            <>
              <Link href="/meupergamum/acervo-fechado">{intl.formatMessage(m.myRequests)}</Link>
              <Button
                variant="secondary"
                onPress={() => {
                  setChosen([]);
                  send.reset();
                }}
              >
                {intl.formatMessage(m.another)}
              </Button>
            </>
          }
        >
          <Stack gap="xs">
            <span>{done.message}</span>
            {done.solicitacao.itens.map((item) => (
              <span key={item.codExemplar}>
                {intl.formatMessage(m.expected, {
                  tombo: item.tombo,
                  date: formatDateTime(intl, item.previsao),
                })}
              </span>
            ))}
          </Stack>
        </Alert>
      </div>
    );
  }

  return (
    <Form
      error={formError}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
      actions={
        <Button type="submit" isPending={send.isMutating}>
          {intl.formatMessage(send.isMutating ? m.sending : m.submit)}
        </Button>
      }
    >
      <div ref={groupRef}>
        <CheckboxGroup
          label={intl.formatMessage(m.libraryCopies, { library: library.name, room: library.room })}
          description={intl.formatMessage(m.deskTime, { hours: library.hours })}
          value={chosen}
          onChange={(value) => {
            setChosen(value);
            setChooseError(false);
          }}
          isInvalid={chooseError}
          errorMessage={chooseError ? intl.formatMessage(m.chooseNone) : undefined}
        >
          {library.copies.map((copy) => (
            <Checkbox
              key={copy.cod_exemplar}
              value={String(copy.cod_exemplar)}
              // Taken by an open request, the patron's own or another's, the copy is not on offer.
              isDisabled={
                copy.situacao !== 'disponivel' || copy.solicitado || ownRequests?.has(copy.cod_exemplar)
              }
            >
              <CopyDescription
                copy={copy}
                refusal={sent.includes(copy.cod_exemplar) ? refusals.get(copy.cod_exemplar) : undefined}
                requested={ownRequests?.get(copy.cod_exemplar)}
                ownKnown={ownRequests !== null}
              />
            </Checkbox>
          ))}
        </CheckboxGroup>
        {library.copies.some((copy) => ownRequests?.has(copy.cod_exemplar)) ? (
          <p>
            <Link href="/meupergamum/acervo-fechado">{intl.formatMessage(m.myRequests)}</Link>
          </p>
        ) : null}
      </div>
    </Form>
  );
}
