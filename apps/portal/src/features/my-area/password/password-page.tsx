import { checkPasswordRules, type PasswordRuleFailure, type PasswordRules } from '@acervo/contract';
import { Button, Form, Icon, PasswordField, Stack, Text, VisuallyHidden } from '@acervo/ui';
import { type FormEvent, useId, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { useIntl } from 'react-intl';
import { describeApiError } from '../../../lib/api/describe-error.ts';
import { focusFirstInvalid } from '../../../lib/forms/focus-first-invalid.ts';
import { serverFieldErrors } from '../../../lib/forms/server-field-errors.ts';
import { useNotify } from '../../../lib/notifications/notifications.ts';
import { passwordRuleLines, passwordRuleMessages as r } from '../../../lib/password/password-rule-lines.ts';
import { MyAreaHeading } from '../frame/my-area-heading.tsx';
import { myAreaMessages } from '../my-area-messages.ts';
import { formMessages as f } from '../shared/form-messages.ts';
import { LoadFailed, Loading } from '../shared/load-state.tsx';
import { useChangePassword } from './api/change-password.ts';
import { usePasswordRules } from './api/password-rules.ts';
import { passwordMessages as m } from './password-messages.ts';

type Field = 'current' | 'password' | 'confirmation';
type Errors = Partial<Record<Field, string>>;

/**
 * The change-password form (spec §5): the server's rules as a checklist that fills as the patron
 * types, its tally announced politely; the new password sent trimmed; `SenhaNaoConfereCriterios`,
 * `AsSenhasNaoCoincidem` and the server's answers (wrong current password, last-N rule) on their
 * fields. This session goes on; the patron's other sessions end.
 */
function PasswordForm({ rules, name }: { rules: PasswordRules; name: string }) {
  const intl = useIntl();
  const notify = useNotify();
  const change = useChangePassword();
  const id = useId();
  const form = useRef<HTMLDivElement>(null);
  const sending = useRef(false);
  const [current, setCurrent] = useState('');
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [changed, setChanged] = useState<string | null>(null);
  const items = passwordRuleLines(intl, rules);
  const failures: PasswordRuleFailure[] = checkPasswordRules(password.trim(), rules, { name });
  // Nothing typed meets nothing yet (an empty password holds no part of the name, but says nothing).
  const isMet = (rule: { id: string }) =>
    password.trim() !== '' && !failures.includes(rule.id as PasswordRuleFailure);
  const met = items.filter(isMet).length;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (sending.current) return;
    const found: Errors = {};
    if (!current) found.current = intl.formatMessage(m.required);
    if (failures.length > 0) found.password = intl.formatMessage(r.rulesFailed);
    if (password.trim() !== confirmation.trim()) found.confirmation = intl.formatMessage(r.mismatch);
    setFailure(null);
    setChanged(null);
    flushSync(() => setErrors(found));
    if (Object.keys(found).length > 0) {
      focusFirstInvalid(form.current);
      return;
    }
    sending.current = true;
    try {
      const answer = await change.trigger({ senhaAtual: current, senhaNova: password.trim() });
      setCurrent('');
      setPassword('');
      setConfirmation('');
      setChanged(intl.formatMessage(m.changed));
      notify('success', answer.message);
    } catch (error) {
      const fields = serverFieldErrors(error);
      flushSync(() => {
        setErrors({
          ...(fields.senhaAtual ? { current: fields.senhaAtual } : {}),
          ...(fields.senhaNova ? { password: fields.senhaNova } : {}),
        });
        setFailure(describeApiError(error, intl)?.message ?? null);
      });
      focusFirstInvalid(form.current);
    } finally {
      sending.current = false;
    }
  }

  const show = intl.formatMessage(m.show);
  return (
    <div ref={form}>
      <Form
        validationBehavior="aria"
        onSubmit={(event) => void submit(event)}
        aria-busy={change.isMutating || undefined}
        error={failure ?? (Object.values(errors).some(Boolean) ? intl.formatMessage(f.fixFields) : null)}
        actions={
          <Button type="submit" isDisabled={change.isMutating}>
            {intl.formatMessage(change.isMutating ? f.saving : m.save)}
          </Button>
        }
      >
        <PasswordField
          label={intl.formatMessage(m.current)}
          showLabel={show}
          autoComplete="current-password"
          isRequired
          value={current}
          onChange={(value) => {
            setCurrent(value);
            setChanged(null);
          }}
          isInvalid={Boolean(errors.current)}
          errorMessage={errors.current}
        />
        <Stack gap="xs" id={`${id}-regras`}>
          <Text weight="bold">{intl.formatMessage(m.rulesHeading)}</Text>
          <ul>
            {items.map((rule) => {
              const ok = isMet(rule);
              return (
                <li key={rule.id} data-met={ok}>
                  {rule.text}
                  {ok ? <Icon name="check" /> : null}
                  <VisuallyHidden>{intl.formatMessage(ok ? m.met : m.notMet)}</VisuallyHidden>
                </li>
              );
            })}
          </ul>
        </Stack>
        <PasswordField
          label={intl.formatMessage(m.new)}
          showLabel={show}
          autoComplete="new-password"
          isRequired
          value={password}
          onChange={(value) => {
            setPassword(value);
            setChanged(null);
          }}
          aria-describedby={`${id}-regras`}
          isInvalid={Boolean(errors.password)}
          errorMessage={errors.password}
        />
        <VisuallyHidden aria-live="polite">
          {password ? intl.formatMessage(m.progress, { met, total: items.length }) : ''}
        </VisuallyHidden>
        <PasswordField
          label={intl.formatMessage(m.confirmation)}
          showLabel={show}
          autoComplete="new-password"
          isRequired
          value={confirmation}
          onChange={setConfirmation}
          isInvalid={Boolean(errors.confirmation)}
          errorMessage={errors.confirmation}
        />
      </Form>
      <Text role="status">{changed}</Text>
    </div>
  );
}

/** `/meupergamum/alterar-senha`. */
export function Component() {
  const intl = useIntl();
  const rules = usePasswordRules();
  return (
    <>
      <MyAreaHeading>{intl.formatMessage(myAreaMessages.alterarSenha)}</MyAreaHeading>
      {rules.error && !rules.data ? (
        <LoadFailed error={rules.error} onRetry={() => void rules.mutate()} />
      ) : !rules.data ? (
        <Loading lines={4} />
      ) : (
        <PasswordForm rules={rules.data.regras} name={rules.data.nome} />
      )}
    </>
  );
}
