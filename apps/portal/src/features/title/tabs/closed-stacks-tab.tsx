import { Alert, Button, Checkbox, CheckboxGroup, Form, Heading, Link, Stack, Text } from '@acervo/ui';
import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { describeApiError } from '../../../lib/api/describe-error.ts';
import { useRequestStoredCopies } from '../../../lib/closed-storage/api/request-stored-copies.ts';
import { useStoredCopies } from '../../../lib/closed-storage/api/stored-copies.ts';
import { closedStorageMessages as shared } from '../../../lib/closed-storage/closed-storage-messages.ts';
import {
  byLibrary,
  canRequest,
  refusalsByCopy,
  type StorageLibrary,
  StoredCopyDescription,
  useOwnOpenRequests,
} from '../../../lib/closed-storage/stored-copy.tsx';
import { formatDateTime } from '../../../lib/dates/dates.ts';
import { useAtomValue } from '../../../lib/jotai.ts';
import { LoginLink } from '../../../lib/login-prompt/login-link.tsx';
import { SectionFailed, SectionLoading } from '../../../lib/page/section-state.tsx';
import { isLoggedInAtom } from '../../../lib/session/session.ts';
import { closedStacksMessages } from './closed-stacks-messages.ts';

const m = { ...shared, ...closedStacksMessages };

const CopyList = styled.ul`
  margin: 0;
  padding-inline-start: 1.25rem;
`;

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
                    <StoredCopyDescription copy={copy} />
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

/** One library's form: its copies to tick and the request to its desk. */
function LibraryRequest({ library }: { library: StorageLibrary }) {
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
              isDisabled={!canRequest(copy, ownRequests)}
            >
              <StoredCopyDescription
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
