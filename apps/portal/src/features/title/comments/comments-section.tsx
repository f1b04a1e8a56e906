import { activity, COMMENT_MAX_LENGTH, type ownCommentSchema } from '@acervo/contract';
import {
  Alert,
  Badge,
  type BadgeTone,
  Button,
  ConfirmButton,
  Form,
  Heading,
  Inline,
  Stack,
  Text,
  TextArea,
  vars,
} from '@acervo/ui';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import type { z } from 'zod';
import { ApiRequestError } from '../../../lib/api/api-client.ts';
import { describeApiError } from '../../../lib/api/describe-error.ts';
import { useActivities } from '../../../lib/activities/use-activities.ts';
import { formatDateTime } from '../../../lib/dates/dates.ts';
import { useAtomValue } from '../../../lib/jotai.ts';
import { LoginLink } from '../../../lib/login-prompt/login-link.tsx';
import { useNotify } from '../../../lib/notifications/notifications.ts';
import { SectionFailed, SectionLoading } from '../../../lib/page/section-state.tsx';
import { isLoggedInAtom } from '../../../lib/session/session.ts';
import { useDeleteComment } from '../api/delete-comment.ts';
import { useOwnComments } from '../api/own-comments.ts';
import { usePostComment } from '../api/post-comment.ts';
import { useTitleComments } from '../api/title-comments.ts';
import { commentsMessages as m } from './comments-messages.ts';

type OwnComment = z.infer<typeof ownCommentSchema>;

const Comments = styled.ul`
  display: grid;
  gap: ${vars.space.md};
  margin: 0;
  padding: 0;
  list-style: none;
`;

/* What a patron typed, as typed: their line breaks kept, long words wrapped. */
const CommentText = styled.p`
  margin: 0;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

const FormBox = styled.div`
  max-width: 40rem;
`;

const headingId = 'comentarios';
const yoursId = 'seus-comentarios';

const stateTone: Record<OwnComment['situacao'], BadgeTone> = {
  pendente: 'warning',
  aprovado: 'success',
  rejeitado: 'neutral',
};
const stateLabel = { pendente: m.pending, aprovado: m.approved, rejeitado: m.rejected } as const;

/**
 * A title's comments: the approved ones, anyone may read; a patron (where the institution offers
 * comments, activity 13) sees their own in any state, deletes them, and posts a new one, which the
 * library approves before it is published.
 */
export function CommentsSection({ codAcervo }: { codAcervo: number }) {
  const intl = useIntl();
  const activities = useActivities();
  const loggedIn = useAtomValue(isLoggedInAtom);
  const { data, error, mutate } = useTitleComments(codAcervo);
  const offered = activities.has(activity.comments);
  const comments = data?.comentarios;

  return (
    <section aria-labelledby={headingId}>
      <Stack gap="md">
        <Heading level={3} id={headingId}>
          {intl.formatMessage(m.heading)}
        </Heading>
        {error && !comments ? (
          <SectionFailed error={error} onRetry={() => void mutate()} />
        ) : !comments ? (
          <SectionLoading lines={3} />
        ) : comments.length === 0 ? (
          <Text>{intl.formatMessage(m.none)}</Text>
        ) : (
          <Comments>
            {comments.map((comment) => (
              <li key={comment.id}>
                <Stack gap="xs">
                  <Text size="sm" tone="muted">
                    {intl.formatMessage(m.byOn, {
                      author: comment.autor,
                      date: formatDateTime(intl, comment.data),
                    })}
                  </Text>
                  <CommentText>{comment.texto}</CommentText>
                </Stack>
              </li>
            ))}
          </Comments>
        )}
        {!offered ? null : loggedIn ? (
          <>
            <OwnComments codAcervo={codAcervo} />
            <CommentForm codAcervo={codAcervo} />
          </>
        ) : (
          <Stack gap="sm">
            <Text>{intl.formatMessage(m.loginWhy)}</Text>
            <p>
              <LoginLink>{intl.formatMessage(m.login)}</LoginLink>
            </p>
          </Stack>
        )}
      </Stack>
    </section>
  );
}

function OwnComments({ codAcervo }: { codAcervo: number }) {
  const intl = useIntl();
  const { data } = useOwnComments(codAcervo);
  const comments = data?.comentarios ?? [];
  // The list is a convenience beside the form: until it loads, or when empty, it is simply not there.
  if (comments.length === 0) return null;
  return (
    <section aria-labelledby={yoursId}>
      <Stack gap="sm">
        <Heading level={4} id={yoursId} tabIndex={-1}>
          {intl.formatMessage(m.yours)}
        </Heading>
        <Comments>
          {comments.map((comment) => (
            <li key={comment.id}>
              <Stack gap="xs">
                <Inline gap="sm">
                  <Text as="span" size="sm" tone="muted">
                    {formatDateTime(intl, comment.data)}
                  </Text>
                  <Badge tone={stateTone[comment.situacao]}>
                    {intl.formatMessage(stateLabel[comment.situacao])}
                  </Badge>
                </Inline>
                <CommentText>{comment.texto}</CommentText>
                <div>
                  <DeleteComment codAcervo={codAcervo} comment={comment} />
                </div>
              </Stack>
            </li>
          ))}
        </Comments>
      </Stack>
    </section>
  );
}

function DeleteComment({ codAcervo, comment }: { codAcervo: number; comment: OwnComment }) {
  const intl = useIntl();
  const notify = useNotify();
  const remove = useDeleteComment(codAcervo);
  return (
    <ConfirmButton
      aria-label={intl.formatMessage(m.deleteThis, { date: formatDateTime(intl, comment.data) })}
      title={intl.formatMessage(m.deleteTitle)}
      confirmLabel={intl.formatMessage(m.deleteConfirm)}
      isPending={remove.isMutating}
      onConfirm={async () => {
        try {
          await remove.trigger(comment.id);
          notify('success', intl.formatMessage(m.deleted));
          // The comment is gone: the focus goes to the section it was in.
          (document.getElementById(yoursId) ?? document.getElementById(headingId))?.focus();
        } catch (error) {
          const described = describeApiError(error, intl);
          if (described) notify(described.tone, described.message);
        }
      }}
      body={intl.formatMessage(m.deleteBody)}
    >
      {intl.formatMessage(m.delete)}
    </ConfirmButton>
  );
}

/** The 5-row form: refuses an empty or too long text beside the field; sends once; says it is held. */
function CommentForm({ codAcervo }: { codAcervo: number }) {
  const intl = useIntl();
  const post = usePostComment(codAcervo);
  const [text, setText] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [held, setHeld] = useState<string | null>(null);
  const boxRef = useRef<HTMLDivElement>(null);
  const outcomeRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (held) outcomeRef.current?.focus();
  }, [held]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (post.isMutating) return;
    const trimmed = text.trim();
    const problem =
      trimmed.length === 0
        ? intl.formatMessage(m.empty)
        : trimmed.length > COMMENT_MAX_LENGTH
          ? intl.formatMessage(m.tooLong, { max: COMMENT_MAX_LENGTH })
          : null;
    setFieldError(problem);
    setFailure(null);
    setHeld(null);
    if (problem) {
      boxRef.current?.querySelector('textarea')?.focus();
      return;
    }
    try {
      const answer = await post.trigger(trimmed);
      setText('');
      setHeld(answer.message);
    } catch (error) {
      // Spec §8 "Comment": a 422 means too many comments await approval; the text stays for later.
      setFailure(
        error instanceof ApiRequestError && error.status === 422
          ? intl.formatMessage(m.tooMany)
          : (describeApiError(error, intl)?.message ?? null),
      );
    }
  }

  return (
    <FormBox ref={boxRef}>
      <Stack gap="sm">
        {held ? (
          <div ref={outcomeRef} tabIndex={-1}>
            <Alert tone="success" title={intl.formatMessage(m.held)}>
              {held}
            </Alert>
          </div>
        ) : null}
        <Form
          validationBehavior="aria"
          onSubmit={(event) => void submit(event)}
          error={failure}
          actions={
            <Button type="submit" isDisabled={post.isMutating}>
              {intl.formatMessage(post.isMutating ? m.sending : m.send)}
            </Button>
          }
        >
          <TextArea
            name="texto"
            label={intl.formatMessage(m.field)}
            description={intl.formatMessage(m.fieldHelp, { max: COMMENT_MAX_LENGTH })}
            isRequired
            rows={5}
            value={text}
            onChange={(value) => {
              setText(value);
              if (fieldError) setFieldError(null);
            }}
            isInvalid={Boolean(fieldError)}
            errorMessage={fieldError ?? undefined}
          />
        </Form>
      </Stack>
    </FormBox>
  );
}
