import { Alert, Button, type ChoiceListHandle, Form, Heading, Link, Stack, Text } from '@acervo/ui';
import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { describeApiError } from '../../../lib/api/describe-error.ts';
import { useRequestStoredCopies } from '../../../lib/closed-storage/api/request-stored-copies.ts';
import { useStoredCopies } from '../../../lib/closed-storage/api/stored-copies.ts';
import { closedStorageMessages as shared } from '../../../lib/closed-storage/closed-storage-messages.ts';
import {
  byLibrary,
  refusalsByCopy,
  type StorageLibrary,
  StoredCopyDescription,
} from '../../../lib/closed-storage/stored-copy.tsx';
import { StoredCopyChoice } from '../../../lib/closed-storage/stored-copy-choice.tsx';
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
  const [chosen, setChosen] = useState<string[]>([]);
  const [refusals, setRefusals] = useState<Map<number, string>>(new Map());
  const [formError, setFormError] = useState<string | null>(null);
  // The button is disabled once the request leaves, but a second Enter can come before it renders.
  const sending = useRef(false);
  const choiceRef = useRef<ChoiceListHandle>(null);
  const outcomeRef = useRef<HTMLDivElement>(null);
  const done = send.data ?? null;

  useEffect(() => {
    if (done) outcomeRef.current?.focus();
  }, [done]);

  const submit = async () => {
    if (sending.current || !choiceRef.current?.requireChoice()) return;
    const copies = chosen.map(Number);
    sending.current = true;
    setRefusals(new Map());
    setFormError(null);
    try {
      await send.trigger({ library: library.codigo, copies });
    } catch (failure) {
      const refused = refusalsByCopy(failure, copies);
      setRefusals(refused);
      if (refused.size > 0) {
        setFormError(intl.formatMessage(m.refused));
        const first = copies.find((code) => refused.has(code));
        if (first !== undefined) choiceRef.current?.focusItem(String(first));
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
      <StoredCopyChoice
        ref={choiceRef}
        label={intl.formatMessage(m.libraryCopies, { library: library.name, room: library.room })}
        description={intl.formatMessage(m.deskTime, { hours: library.hours })}
        copies={library.copies}
        refusals={refusals}
        value={chosen}
        onChange={setChosen}
      />
    </Form>
  );
}
