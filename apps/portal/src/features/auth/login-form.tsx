import {
  activity,
  type Institution,
  type LoginDestination,
  type LoginResponse,
  samlAuthenticationMode,
} from '@acervo/contract';
import { Button, Checkbox, PasswordField, Select, SelectItem, TextField } from '@acervo/ui';
import { type FormEvent, type Key, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { useIntl } from 'react-intl';
import { useActivities } from '../../lib/activities/use-activities.ts';
import { useApiClient } from '../../lib/api/api-context.tsx';
import { authApi } from './auth-api.ts';
import { authMessages as m } from './auth-messages.ts';
import { focusFirstInvalid, FormAlert, Stack } from './field.tsx';
import { describeLoginError, type LoginFailure } from './login-errors.ts';
import { rememberOidcStart } from './oidc-state.ts';
import { useCaptcha } from './recaptcha.tsx';
import { SamlLoginButton } from './saml-login.tsx';

export type LoggedIn = { response: LoginResponse; remember: boolean; destination: LoginDestination | null };

type LoginFormProps = {
  institution: Institution;
  /** Where to return after an identity-provider login. */
  redirect: string;
  onLoggedIn: (result: LoggedIn) => void | Promise<void>;
  onForgotPassword: (username: string) => void;
  /** A message to show above the form (a finished recovery, an OIDC error). */
  notice?: { tone: 'success' | 'error'; text: string } | null;
  /** The username to start with (after a swap of user, the one the patron asked for). */
  initialUsername?: string;
};

type Errors = Partial<
  Record<'username' | 'password' | 'destination' | 'category' | 'chosenLogin' | 'captcha', string>
>;

/** The optional category's "none" choice: a select item needs a key, the form sends nothing. */
const noCategory = 'nenhuma';

const keyText = (key: Key | null) => (key == null ? '' : String(key));

/** "Labels are shortened by removing the text before the first hyphen" (spec §6). */
export function shortLabel(label: string): string {
  const index = label.indexOf('-');
  return index >= 0 ? label.slice(index + 1).trim() : label;
}

/**
 * The login form (spec §2, §5): page, embedded and modal alike. Username (trimmed), password with a
 * visibility toggle, reCAPTCHA, remember-me, the destination (activity 8) and the user category
 * where the institution asks; a duplicate-person check first where the institution enables it; a
 * username with @ goes to the identity provider when the institution has one, and the institution's
 * SAML login is offered beside the password when that is its authentication mode.
 */
export function LoginForm({
  institution,
  redirect,
  onLoggedIn,
  onForgotPassword,
  notice,
  initialUsername = '',
}: LoginFormProps) {
  const intl = useIntl();
  const client = useApiClient();
  const activities = useActivities();
  const formRef = useRef<HTMLFormElement>(null);
  const [username, setUsername] = useState(initialUsername);
  const [password, setPassword] = useState('');
  const [remember, setRemember] = useState(false);
  const [destination, setDestination] = useState<LoginDestination | ''>('');
  const [category, setCategory] = useState('');
  const [duplicates, setDuplicates] = useState<{
    for: string;
    pessoas: { codigo: string; nome: string }[];
  } | null>(null);
  const [chosenLogin, setChosenLogin] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<LoginFailure | null>(null);
  const [busy, setBusy] = useState<false | 'login' | 'oidc'>(false);

  const askDestination = activities.has(activity.personalAreaMenu);
  const askCategory = institution.parametros.perguntar_categoria !== 'desligado';
  const categoryRequired = institution.parametros.perguntar_categoria === 'obrigatorio';
  const captcha = useCaptcha(institution.parametros);
  const label = institution.denominacao_login;

  const trimmed = username.trim();
  const oidcMode = institution.oidc && trimmed.includes('@');
  const choices = duplicates && duplicates.for === trimmed ? duplicates.pessoas : null;

  async function checkDuplicates(value: string): Promise<{ codigo: string; nome: string }[] | null> {
    if (!institution.parametros.verificar_duplicados || !value || (institution.oidc && value.includes('@')))
      return null;
    if (duplicates?.for === value) return duplicates.pessoas;
    try {
      const answer = await authApi.duplicates(client, value);
      const pessoas = answer.resultado ? answer.pessoas : [];
      setDuplicates({ for: value, pessoas });
      setChosenLogin('');
      return pessoas;
    } catch {
      return null;
    }
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    setFailure(null);
    const found: Errors = {};
    if (!trimmed) found.username = intl.formatMessage(m.credentialMissing);
    if (!oidcMode && !password) found.password = intl.formatMessage(m.credentialMissing);
    if (askDestination && !destination)
      found.destination = intl.formatMessage(m.fieldRequired, { field: intl.formatMessage(m.destination) });
    if (!oidcMode && categoryRequired && !category)
      found.category = intl.formatMessage(m.fieldRequired, { field: intl.formatMessage(m.category) });
    if (!oidcMode && captcha.asked && !captcha.token) found.captcha = intl.formatMessage(m.captchaMissing);
    const pessoas = found.username || oidcMode ? null : await checkDuplicates(trimmed);
    if (pessoas && pessoas.length > 1 && !chosenLogin)
      found.chosenLogin = intl.formatMessage(m.fieldRequired, { field: intl.formatMessage(m.chooseLogin) });
    // Committed at once, so the first invalid control is in the page when focus moves to it (a
    // frame later is not enough on a busy machine: the render may not have happened yet).
    flushSync(() => setErrors(found));
    if (Object.keys(found).length > 0) {
      focusFirstInvalid(formRef.current);
      return;
    }

    if (oidcMode) {
      setBusy('oidc');
      try {
        const started = await authApi.oidcAuthorize(client, trimmed, redirect);
        rememberOidcStart({ nonce: started.nonce, remember, redirect });
        window.location.assign(started.link);
      } catch (error) {
        setFailure(describeLoginError(error, intl, label));
        setBusy(false);
      }
      return;
    }

    setBusy('login');
    try {
      const response = await client.loginWithPassword({
        username: pessoas && pessoas.length > 1 ? chosenLogin : trimmed,
        password,
        ...(captcha.token ? { recaptchaToken: captcha.token } : {}),
        ...(category ? { category } : {}),
      });
      if (response.bloqueio) {
        setFailure({ message: intl.formatMessage(m.errorBlocked), blocked: true, fields: {} });
        setBusy(false);
        return;
      }
      await onLoggedIn({
        response,
        remember,
        destination: askDestination && destination ? destination : null,
      });
    } catch (error) {
      const described = describeLoginError(error, intl, label);
      setFailure(described);
      setErrors({
        ...(described.fields.username ? { username: described.fields.username } : {}),
        ...(described.fields.password ? { password: described.fields.password } : {}),
        ...(described.fields.codigo_categoria ? { category: described.fields.codigo_categoria } : {}),
        ...(described.fields.recaptcha_token ? { captcha: described.fields.recaptcha_token } : {}),
      });
      setPassword('');
      // A fresh widget after every refused attempt: the server has spent the token.
      if (captcha.token) captcha.spend();
      setBusy(false);
      // The submit button was disabled while waiting; give focus back where the patron retries.
      requestAnimationFrame(() =>
        formRef.current?.querySelector<HTMLElement>('input[name="password"]')?.focus(),
      );
    }
  }

  const hasErrors = Object.keys(errors).length > 0;

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-busy={busy ? true : undefined}
    >
      <Stack>
        {notice ? (
          <FormAlert role={notice.tone === 'error' ? 'alert' : 'status'} data-tone={notice.tone}>
            <p>{notice.text}</p>
          </FormAlert>
        ) : null}
        {institution.mensagem_login ? <p>{institution.mensagem_login}</p> : null}
        <div role="alert">
          {failure ? (
            <FormAlert>
              <p>{failure.message}</p>
            </FormAlert>
          ) : hasErrors ? (
            <FormAlert>
              <p>{intl.formatMessage(m.fillAll)}</p>
            </FormAlert>
          ) : null}
        </div>
        <TextField
          label={label}
          name="username"
          autoComplete="username"
          value={username}
          isInvalid={Boolean(errors.username)}
          errorMessage={errors.username}
          onChange={setUsername}
          onBlur={() => void checkDuplicates(trimmed)}
        />
        {choices && choices.length > 1 ? (
          <Select
            name="login"
            label={intl.formatMessage(m.chooseLogin)}
            placeholder={intl.formatMessage(m.destinationChoose)}
            isRequired
            selectedKey={chosenLogin || null}
            onSelectionChange={(key) => setChosenLogin(keyText(key))}
            isInvalid={Boolean(errors.chosenLogin)}
            errorMessage={errors.chosenLogin}
          >
            {choices.map((person) => (
              <SelectItem key={person.codigo} id={person.codigo}>
                {intl.formatMessage(m.chooseLoginOption, { login: person.codigo, name: person.nome })}
              </SelectItem>
            ))}
          </Select>
        ) : null}
        {oidcMode ? null : (
          <PasswordField
            label={intl.formatMessage(m.password)}
            showLabel={intl.formatMessage(m.showPassword)}
            name="password"
            autoComplete="current-password"
            value={password}
            isInvalid={Boolean(errors.password)}
            errorMessage={errors.password}
            onChange={setPassword}
          />
        )}
        {askCategory && !oidcMode ? (
          <Select
            name="categoria"
            label={intl.formatMessage(categoryRequired ? m.category : m.categoryOptional)}
            placeholder={intl.formatMessage(m.categoryChoose)}
            isRequired={categoryRequired}
            selectedKey={category || (categoryRequired ? null : noCategory)}
            onSelectionChange={(key) => setCategory(key === noCategory ? '' : keyText(key))}
            isInvalid={Boolean(errors.category)}
            errorMessage={errors.category}
          >
            {categoryRequired ? null : (
              <SelectItem id={noCategory}>{intl.formatMessage(m.categoryNone)}</SelectItem>
            )}
            {institution.categorias_login.map((option) => (
              <SelectItem key={option.codigo} id={option.codigo}>
                {shortLabel(option.descricao)}
              </SelectItem>
            ))}
          </Select>
        ) : null}
        {askDestination ? (
          <Select
            name="destino"
            label={intl.formatMessage(m.destination)}
            placeholder={intl.formatMessage(m.destinationChoose)}
            isRequired
            selectedKey={destination || null}
            onSelectionChange={(key) => setDestination(keyText(key) as LoginDestination | '')}
            isInvalid={Boolean(errors.destination)}
            errorMessage={errors.destination}
          >
            <SelectItem id="M">{intl.formatMessage(m.destinationMyArea)}</SelectItem>
            <SelectItem id="C">{intl.formatMessage(m.destinationCatalogue)}</SelectItem>
          </Select>
        ) : null}
        {oidcMode ? null : captcha.field(errors.captcha)}
        <Checkbox isSelected={remember} onChange={setRemember}>
          {intl.formatMessage(m.remember)}
        </Checkbox>
        <Button type="submit" isDisabled={busy !== false}>
          {intl.formatMessage(
            busy === 'login' ? m.authenticating : busy === 'oidc' ? m.oidcRedirecting : m.submit,
          )}
        </Button>
        {institution.parametros.modo_autenticacao === samlAuthenticationMode ? (
          <SamlLoginButton remember={remember} redirect={redirect} />
        ) : null}
        <div>
          <Button variant="secondary" onPress={() => onForgotPassword(trimmed)}>
            {intl.formatMessage(m.forgot)}
          </Button>
        </div>
        {busy ? (
          <p role="status">{intl.formatMessage(busy === 'login' ? m.authenticating : m.oidcRedirecting)}</p>
        ) : null}
      </Stack>
    </form>
  );
}
