import {
  checkPasswordRules,
  type Institution,
  type PasswordRules,
  type RecoveryStartResponse,
} from '@acervo/contract';
import { Button, PasswordField, TextField } from '@acervo/ui';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { ApiRequestError } from '../../lib/api/api-client.ts';
import { useApiClient } from '../../lib/api/api-context.tsx';
import { errorMessages } from '../../lib/api/error-messages.ts';
import { describeApiError } from '../../lib/api/describe-error.ts';
import { passwordRuleLines, passwordRuleMessages as r } from '../../lib/password/password-rule-lines.ts';
import { authApi } from './auth-api.ts';
import { authMessages, recoveryMessages as m } from './auth-messages.ts';
import { FormAlert, Stack } from './field.tsx';
import { useCaptcha } from './recaptcha.tsx';

type ForgotPasswordProps = {
  institution: Institution;
  initialUsername?: string;
  onCancel: () => void;
  onDone: (message: string) => void;
};

type Step =
  | { step: 'user' }
  | { step: 'code'; usuario: string; started: RecoveryStartResponse }
  | { step: 'password'; usuario: string; code: string; rules: PasswordRules; name: string };

/** Spec §8 "Recovery": a 500 is the unexpected error, anything else the server's own message. */
function recoveryError(error: unknown, intl: ReturnType<typeof useIntl>): string {
  if (error instanceof ApiRequestError && error.status < 500 && error.body.message) return error.body.message;
  return describeApiError(error, intl)?.message ?? intl.formatMessage(errorMessages.unexpected);
}

/**
 * Forgot password, three steps inside the login box (spec §2): the user code (+ captcha); the
 * e-mailed code, checked as soon as it is complete, with a resend offered after a 422; the new
 * password against the server's rules (all but last_pw checked here). Then back to login.
 */
export function ForgotPassword({ institution, initialUsername = '', onCancel, onDone }: ForgotPasswordProps) {
  const intl = useIntl();
  const client = useApiClient();
  const id = useId();
  const [state, setState] = useState<Step>({ step: 'user' });
  const [usuario, setUsuario] = useState(initialUsername);
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [info, setInfo] = useState<string | null>(null);
  const [offerResend, setOfferResend] = useState(false);
  const [busy, setBusy] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const captcha = useCaptcha(institution.parametros);

  // Each new step is announced by moving focus to the box's heading.
  useEffect(() => headingRef.current?.focus(), [state.step]);

  async function start(event?: FormEvent) {
    event?.preventDefault();
    const trimmed = usuario.trim();
    const found: Record<string, string> = {};
    if (!trimmed) found.usuario = intl.formatMessage(m.userCodeRequired);
    if (captcha.asked && !captcha.token) found.captcha = intl.formatMessage(authMessages.captchaMissing);
    setErrors(found);
    setFailure(null);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      const started = await authApi.recoveryStart(client, trimmed, captcha.token ?? undefined);
      setState({ step: 'code', usuario: trimmed, started });
      setCode('');
      setOfferResend(false);
    } catch (error) {
      setFailure(recoveryError(error, intl));
    } finally {
      captcha.spend();
      setBusy(false);
    }
  }

  async function resend() {
    if (state.step !== 'code') return;
    // Sending again starts recovery again: the captcha is asked again (ADR 048).
    if (captcha.asked && !captcha.token) {
      setErrors({ captcha: intl.formatMessage(authMessages.captchaMissing) });
      return;
    }
    setErrors({});
    setBusy(true);
    setFailure(null);
    try {
      const started = await authApi.recoveryStart(client, state.usuario, captcha.token ?? undefined);
      setState({ step: 'code', usuario: state.usuario, started });
      setCode('');
      setOfferResend(false);
      setInfo(intl.formatMessage(m.resent));
    } catch (error) {
      setFailure(recoveryError(error, intl));
    } finally {
      captcha.spend();
      setBusy(false);
    }
  }

  async function validate(value: string) {
    if (state.step !== 'code') return;
    setBusy(true);
    setFailure(null);
    setInfo(null);
    try {
      const answer = await authApi.recoveryValidate(client, state.usuario, value);
      setState({
        step: 'password',
        usuario: state.usuario,
        code: value,
        rules: answer.regras,
        name: state.started.nome,
      });
    } catch (error) {
      setFailure(recoveryError(error, intl));
      if (error instanceof ApiRequestError && error.status === 422) setOfferResend(true);
    } finally {
      setBusy(false);
    }
  }

  function changeCode(value: string) {
    if (state.step !== 'code') return;
    const digits = value.replace(/\s+/g, '').slice(0, state.started.tamanho_codigo);
    setCode(digits);
    // Checked automatically as soon as the full length is typed (spec §2).
    if (digits.length === state.started.tamanho_codigo) void validate(digits);
  }

  async function finish(event: FormEvent) {
    event.preventDefault();
    if (state.step !== 'password') return;
    const found: Record<string, string> = {};
    if (checkPasswordRules(password, state.rules, { name: state.name }).length > 0)
      found.password = intl.formatMessage(r.rulesFailed);
    if (password.trim() !== confirmation.trim()) found.confirmation = intl.formatMessage(r.mismatch);
    setErrors(found);
    setFailure(null);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      await authApi.recoveryFinish(client, state.usuario, state.code, password.trim());
      onDone(intl.formatMessage(m.success));
    } catch (error) {
      setFailure(recoveryError(error, intl));
      setBusy(false);
    }
  }

  const failures =
    state.step === 'password' ? checkPasswordRules(password, state.rules, { name: state.name }) : [];
  const ruleItems =
    state.step === 'password' ? passwordRuleLines(intl, state.rules, { withHistory: true }) : [];

  return (
    <section aria-labelledby={`${id}-titulo`}>
      <Stack>
        <h2 id={`${id}-titulo`} ref={headingRef} tabIndex={-1}>
          {intl.formatMessage(m.heading)}
        </h2>
        <div role="alert">
          {failure ? (
            <FormAlert>
              <p>{failure}</p>
            </FormAlert>
          ) : null}
        </div>
        {info ? (
          <FormAlert role="status" data-tone="success">
            <p>{info}</p>
          </FormAlert>
        ) : null}

        {state.step === 'user' ? (
          <form noValidate onSubmit={(event) => void start(event)}>
            <Stack>
              <p>{intl.formatMessage(m.step1)}</p>
              <TextField
                label={institution.denominacao_login}
                autoComplete="username"
                value={usuario}
                isInvalid={Boolean(errors.usuario)}
                errorMessage={errors.usuario}
                onChange={setUsuario}
              />
              {captcha.field(errors.captcha)}
              <Button type="submit" isDisabled={busy}>
                {intl.formatMessage(m.send)}
              </Button>
            </Stack>
          </form>
        ) : null}

        {state.step === 'code' ? (
          <Stack>
            <p>
              {intl.formatMessage(m.sent, {
                name: state.started.nome,
                length: state.started.tamanho_codigo,
                emails: intl.formatList(state.started.emails, { type: 'conjunction' }),
                minutes: Math.round(state.started.tte / 60),
              })}
            </p>
            <TextField
              label={intl.formatMessage(m.code)}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={state.started.tamanho_codigo}
              value={code}
              isDisabled={busy}
              onChange={changeCode}
            />
            {busy ? <p role="status">{intl.formatMessage(m.validating)}</p> : null}
            {offerResend ? (
              <div>
                {captcha.field(errors.captcha)}
                <Button variant="secondary" onPress={() => void resend()} isDisabled={busy}>
                  {intl.formatMessage(m.resend)}
                </Button>
              </div>
            ) : null}
          </Stack>
        ) : null}

        {state.step === 'password' ? (
          <form noValidate onSubmit={(event) => void finish(event)}>
            <Stack>
              <div id={`${id}-regras`}>
                <p>{intl.formatMessage(m.rulesHeading)}</p>
                <ul>
                  {ruleItems.map((rule) => (
                    <li key={rule.id} data-met={!failures.includes(rule.id as never)}>
                      {rule.text}
                    </li>
                  ))}
                </ul>
              </div>
              <PasswordField
                label={intl.formatMessage(m.newPassword)}
                showLabel={intl.formatMessage(authMessages.showPassword)}
                autoComplete="new-password"
                value={password}
                isInvalid={Boolean(errors.password)}
                errorMessage={errors.password}
                aria-describedby={`${id}-regras`}
                onChange={setPassword}
              />
              <PasswordField
                label={intl.formatMessage(m.confirmPassword)}
                showLabel={intl.formatMessage(authMessages.showPassword)}
                autoComplete="new-password"
                value={confirmation}
                isInvalid={Boolean(errors.confirmation)}
                errorMessage={errors.confirmation}
                onChange={setConfirmation}
              />
              <Button type="submit" isDisabled={busy}>
                {intl.formatMessage(m.save)}
              </Button>
            </Stack>
          </form>
        ) : null}

        <div>
          <Button variant="secondary" onPress={onCancel}>
            {intl.formatMessage(m.cancel)}
          </Button>
        </div>
      </Stack>
    </section>
  );
}
