import { AlertDialog, Button, Modal, Stack, Text, TextField, vars } from '@acervo/ui';
import { type FormEvent, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { ApiRequestError } from '../../../lib/api/api-client.ts';
import { describeApiError } from '../../../lib/api/describe-error.ts';
import { serverFieldErrors } from '../../../lib/forms/server-field-errors.ts';
import { useNotify } from '../../../lib/notifications/notifications.ts';
import { MyAreaHeading } from '../frame/my-area-heading.tsx';
import { myAreaMessages } from '../my-area-messages.ts';
import { requiredField } from '../shared/form-messages.ts';
import { useReportFailure } from '../shared/use-report-failure.ts';
import { useSwapUser } from './api/swap-user.ts';
import { swapUserMessages as m } from './swap-user-messages.ts';

const Form = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${vars.space.md};
  max-width: 40rem;

  & > [data-component='TextField'] {
    flex: 1 1 16rem;
    min-width: 0;
  }
`;

/**
 * `/meupergamum/troca-usuario` (spec §5, §6): the other user is required; a confirmation says this
 * session ends; then the server ends it and the logout page opens the login with that user filled
 * in (ADR 131). A user the server does not know, or the patron's own, is refused beside the field.
 */
export function Component() {
  const intl = useIntl();
  const navigate = useNavigate();
  const notify = useNotify();
  const reportFailure = useReportFailure();
  const swap = useSwapUser();
  const [user, setUser] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  const field = () => form.current?.querySelector('input');
  const trimmed = user.trim();
  const label = intl.formatMessage(m.user);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!trimmed) {
      setError(intl.formatMessage(requiredField, { field: label }));
      field()?.focus();
      return;
    }
    setError(null);
    setConfirming(true);
  };

  const confirm = async () => {
    try {
      const answer = await swap.trigger(trimmed);
      notify('success', intl.formatMessage(m.ended, { name: answer.nome }));
      // The logout page ends the session here too and drops every cached answer, then opens the
      // login with the other user filled in. Leaving My area first keeps its guard from stepping in.
      await navigate(`/sair?${new URLSearchParams({ usuario: answer.usuario }).toString()}`, {
        replace: true,
      });
    } catch (failure) {
      setConfirming(false);
      const onField =
        serverFieldErrors(failure).usuario ??
        (failure instanceof ApiRequestError && failure.status === 404
          ? describeApiError(failure, intl)?.message
          : undefined);
      if (onField) {
        setError(onField);
        // After the dialog has returned focus to the button, the field to fix takes it.
        setTimeout(() => field()?.focus(), 0);
      } else reportFailure(failure);
    }
  };

  return (
    <>
      <MyAreaHeading>{intl.formatMessage(myAreaMessages.trocaUsuario)}</MyAreaHeading>
      <Stack gap="md">
        <Text>{intl.formatMessage(m.intro)}</Text>
        <Form ref={form} onSubmit={submit} noValidate>
          <TextField
            label={label}
            description={intl.formatMessage(m.userHint)}
            autoComplete="off"
            value={user}
            onChange={setUser}
            isRequired
            validationBehavior="aria"
            isInvalid={Boolean(error)}
            {...(error ? { errorMessage: error } : {})}
          />
          <Button type="submit">{intl.formatMessage(m.submit)}</Button>
        </Form>
      </Stack>
      <Modal isOpen={confirming} onOpenChange={setConfirming}>
        <AlertDialog
          title={intl.formatMessage(m.confirmTitle)}
          confirmLabel={intl.formatMessage(m.confirm)}
          variant="danger"
          isPending={swap.isMutating}
          onConfirm={confirm}
        >
          {intl.formatMessage(m.confirmBody, { user: trimmed })}
        </AlertDialog>
      </Modal>
    </>
  );
}
