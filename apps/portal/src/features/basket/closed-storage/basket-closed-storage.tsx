import type { storageRequestCreatedResponseSchema } from '@acervo/contract';
import { Alert, Button, type ChoiceListHandle, Form, Heading, Link, Stack, Text } from '@acervo/ui';
import { type ComponentType, useEffect, useId, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import type { z } from 'zod';
import { describeApiError } from '../../../lib/api/describe-error.ts';
import { useRequestStoredCopies } from '../../../lib/closed-storage/api/request-stored-copies.ts';
import { useStoredCopiesOfTitles } from '../../../lib/closed-storage/api/stored-copies.ts';
import { closedStorageMessages as shared } from '../../../lib/closed-storage/closed-storage-messages.ts';
import {
  refusalsByCopy,
  type StoredCopy,
  StoredCopyDescription,
} from '../../../lib/closed-storage/stored-copy.tsx';
import { StoredCopyChoice } from '../../../lib/closed-storage/stored-copy-choice.tsx';
import { formatDateTime } from '../../../lib/dates/dates.ts';
import { useAtomValue } from '../../../lib/jotai.ts';
import { LoginLink } from '../../../lib/login-prompt/login-link.tsx';
import { SectionFailed, SectionLoading } from '../../../lib/page/section-state.tsx';
import { isLoggedInAtom } from '../../../lib/session/session.ts';
import { basketClosedStorageMessages as m } from './basket-closed-storage-messages.ts';

type Answer = z.infer<typeof storageRequestCreatedResponseSchema>;
type TitleCopies = { codAcervo: number; copies: StoredCopy[] };

const CopyList = styled.ul`
  margin: 0;
  padding-inline-start: 1.25rem;
`;

const Outcomes = styled.ul`
  margin: 0;
  padding-inline-start: 1.25rem;
`;

/** How the page names a basket title (its component, so this chunk shares the page's cached title). */
export type TitleNameComponent = ComponentType<{ code: number }>;

/**
 * `/cesta`'s closed-storage request (ADR 149): the basket's titles that have copies in a storage
 * room, asked for in one go. Anyone sees which copies are stored; a patron ticks the ones to
 * consult and one press sends them, one `/gravar-armazem` per library (the server's unit); a
 * visitor is offered the login, which comes back here.
 */
export function BasketClosedStorage({
  codes,
  TitleName,
}: {
  codes: readonly number[];
  TitleName: TitleNameComponent;
}) {
  const intl = useIntl();
  const headingId = useId();
  const loggedIn = useAtomValue(isLoggedInAtom);
  const { data, error, mutate } = useStoredCopiesOfTitles(codes);
  // Until the list is asked again, a title just taken out of the basket is left out.
  const titles = (data ?? []).filter((title) => title.copies.length > 0 && codes.includes(title.codAcervo));
  let body;
  if (error && !data) body = <SectionFailed error={error} onRetry={() => void mutate()} />;
  else if (!data) body = <SectionLoading lines={3} label={intl.formatMessage(m.loading)} />;
  else if (titles.length === 0) body = <Text measure>{intl.formatMessage(m.none)}</Text>;
  else
    body = (
      <>
        <Text measure>{intl.formatMessage(m.intro, { count: titles.length })}</Text>
        {loggedIn ? (
          <RequestForm titles={titles} TitleName={TitleName} />
        ) : (
          <StoredCopiesToLogIn titles={titles} TitleName={TitleName} />
        )}
      </>
    );
  return (
    <section aria-labelledby={headingId}>
      <Stack gap="sm">
        <Heading level={2} id={headingId}>
          {intl.formatMessage(m.heading)}
        </Heading>
        {body}
      </Stack>
    </section>
  );
}

/** A visitor: the stored copies by title, and the login to ask for them. */
function StoredCopiesToLogIn({
  titles,
  TitleName,
}: {
  titles: readonly TitleCopies[];
  TitleName: TitleNameComponent;
}) {
  const intl = useIntl();
  return (
    <Stack gap="md">
      {titles.map((title) => (
        <Stack key={title.codAcervo} gap="xs">
          <Heading level={3}>
            <TitleName code={title.codAcervo} />
          </Heading>
          <CopyList>
            {title.copies.map((copy) => (
              <li key={copy.cod_exemplar}>
                <StoredCopyDescription copy={copy} showLibrary />
              </li>
            ))}
          </CopyList>
        </Stack>
      ))}
      <Text>{intl.formatMessage(shared.loginNeeded)}</Text>
      <Text>
        <LoginLink>{intl.formatMessage(shared.login)}</LoginLink>
      </Text>
    </Stack>
  );
}

/** What the answers say, copy by copy: its request's state in words and when it reaches the desk. */
function SentOutcome({ answers }: { answers: readonly Answer[] }) {
  const intl = useIntl();
  return (
    <Stack gap="xs">
      {answers.map((answer) => (
        <Stack key={answer.solicitacao.codigo} gap="xxs">
          <Text weight="bold">
            {answers.length > 1
              ? intl.formatMessage(m.libraryAnswer, {
                  library: answer.solicitacao.biblioteca.descricao,
                  message: answer.message,
                })
              : answer.message}
          </Text>
          <Outcomes>
            {answer.solicitacao.itens.map((item) => (
              <li key={item.codExemplar}>
                {intl.formatMessage(m.outcome, {
                  tombo: item.tombo,
                  title: item.titulo,
                  status: item.situacao.descricao,
                  date: formatDateTime(intl, item.previsao),
                })}
              </li>
            ))}
          </Outcomes>
        </Stack>
      ))}
    </Stack>
  );
}

/** A patron: every stored copy to tick, by title, and one button for the whole choice. */
function RequestForm({
  titles,
  TitleName,
}: {
  titles: readonly TitleCopies[];
  TitleName: TitleNameComponent;
}) {
  const intl = useIntl();
  const send = useRequestStoredCopies();
  const [chosen, setChosen] = useState<string[]>([]);
  const [refusals, setRefusals] = useState<Map<number, string>>(new Map());
  const [refused, setRefused] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [answers, setAnswers] = useState<Answer[]>([]);
  const [done, setDone] = useState(false);
  const [sending, setSending] = useState(false);
  // The button is disabled once the request leaves, but a second Enter can come before it renders.
  const sendingRef = useRef(false);
  const choiceRef = useRef<ChoiceListHandle>(null);
  const outcomeRef = useRef<HTMLDivElement>(null);
  const copies = titles.flatMap((title) => title.copies);

  useEffect(() => {
    if (done) outcomeRef.current?.focus();
  }, [done]);

  const submit = async () => {
    if (sendingRef.current || !choiceRef.current?.requireChoice()) return;
    // In the order they are listed, which is the order the server reports refusals in.
    const picked = copies.filter((copy) => chosen.includes(String(copy.cod_exemplar)));
    sendingRef.current = true;
    setSending(true);
    setRefusals(new Map());
    setRefused(false);
    setFailure(null);
    // The server takes one library's copies per request: one request each, one after the other.
    const byLibrary = new Map<number, number[]>();
    for (const copy of picked)
      byLibrary.set(copy.cod_biblioteca, [...(byLibrary.get(copy.cod_biblioteca) ?? []), copy.cod_exemplar]);
    try {
      for (const [library, sent] of byLibrary) {
        try {
          const answer = await send.trigger({ library, copies: sent });
          setAnswers((earlier) => [...earlier, answer]);
          // Sent copies leave the choice: a retry sends only what is left.
          setChosen((current) => current.filter((value) => !sent.includes(Number(value))));
        } catch (error) {
          const byCopy = refusalsByCopy(error, sent);
          if (byCopy.size > 0) {
            setRefusals(byCopy);
            setRefused(true);
            const first = sent.find((code) => byCopy.has(code));
            if (first !== undefined) choiceRef.current?.focusItem(String(first));
          } else {
            setFailure(describeApiError(error, intl)?.message ?? intl.formatMessage(m.failed));
          }
          return;
        }
      }
      setDone(true);
    } finally {
      sendingRef.current = false;
      setSending(false);
    }
  };

  const sentAlert = (
    <Alert
      tone="success"
      title={intl.formatMessage(m.sentHeading, { count: answers.length })}
      actions={
        <>
          <Link href="/meupergamum/acervo-fechado">{intl.formatMessage(shared.myRequests)}</Link>
          {done ? (
            <Button
              variant="secondary"
              onPress={() => {
                setChosen([]);
                setAnswers([]);
                setDone(false);
                send.reset();
              }}
            >
              {intl.formatMessage(shared.another)}
            </Button>
          ) : null}
        </>
      }
    >
      <SentOutcome answers={answers} />
    </Alert>
  );

  if (done) {
    return (
      <div ref={outcomeRef} tabIndex={-1}>
        {sentAlert}
      </div>
    );
  }

  return (
    <Stack gap="md">
      {answers.length > 0 ? sentAlert : null}
      {failure ? (
        <Alert
          tone="error"
          title={intl.formatMessage(m.failed)}
          actions={
            <Button variant="secondary" isPending={sending} onPress={() => void submit()}>
              {intl.formatMessage(m.retry)}
            </Button>
          }
        >
          {failure}
        </Alert>
      ) : null}
      <Form
        error={refused ? intl.formatMessage(shared.refused) : null}
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
        actions={
          <Button type="submit" isPending={sending}>
            {intl.formatMessage(sending ? shared.sending : shared.submit)}
          </Button>
        }
      >
        <StoredCopyChoice
          ref={choiceRef}
          label={intl.formatMessage(m.copies)}
          sections={titles.map((title) => ({
            id: title.codAcervo,
            heading: <TitleName code={title.codAcervo} />,
            copies: title.copies,
          }))}
          showLibrary
          refusals={refusals}
          value={chosen}
          onChange={setChosen}
        />
      </Form>
    </Stack>
  );
}
