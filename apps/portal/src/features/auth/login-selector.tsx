import { Button, Radio, RadioGroup } from '@acervo/ui';
import { type FormEvent, useId, useState } from 'react';
import { useIntl } from 'react-intl';
import useSWR from 'swr';
import { useApiClient } from '../../lib/api/api-context.tsx';
import { describeApiError } from '../../lib/api/describe-error.ts';
import { useAtomValue } from '../../lib/jotai.ts';
import { sessionAtom } from '../../lib/session/session.ts';
import { authApi } from './auth-api.ts';
import { authMessages as m } from './auth-messages.ts';
import { FormAlert, Stack } from './field.tsx';

/**
 * A person with several logins picks the one to continue with (spec §2). Choosing another login
 * swaps the session (`PUT /pessoas/troca-login`) in the same store.
 */
export function LoginSelector({ onDone }: { onDone: () => void }) {
  const intl = useIntl();
  const client = useApiClient();
  const session = useAtomValue(sessionAtom);
  const headingId = useId();
  const { data, error } = useSWR(['/api/pessoas/login', session?.user.cod_login], () =>
    authApi.personLogins(client),
  );
  const [chosen, setChosen] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const current = data?.logins.find((login) => login.atual)?.codigo ?? null;
  const selected = chosen ?? current;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (selected === null || busy) return;
    if (selected === current) return onDone();
    setBusy(true);
    try {
      const response = await authApi.swapLogin(client, selected, 'C');
      await client.startSession(response, session?.remember ?? false);
      onDone();
    } catch (caught) {
      setFailure(describeApiError(caught, intl)?.message ?? null);
      setBusy(false);
    }
  }

  const loadError = error ? describeApiError(error, intl)?.message : null;
  return (
    <form onSubmit={(event) => void submit(event)} aria-labelledby={headingId}>
      <Stack>
        <h2 id={headingId}>{intl.formatMessage(m.selectorHeading)}</h2>
        {failure || loadError ? (
          <FormAlert role="alert">
            <p>{failure ?? loadError}</p>
          </FormAlert>
        ) : null}
        <RadioGroup
          aria-labelledby={headingId}
          value={selected === null ? null : String(selected)}
          onChange={(value) => setChosen(Number(value))}
        >
          {data?.logins.map((login) => (
            <Radio key={login.codigo} value={String(login.codigo)}>
              {login.nome}
            </Radio>
          ))}
        </RadioGroup>
        <Button type="submit" isDisabled={busy || selected === null}>
          {intl.formatMessage(m.selectorContinue)}
        </Button>
      </Stack>
    </form>
  );
}
