import type { z } from 'zod';
import type { interestAuxiliaryResponseSchema } from '@acervo/contract';
import { type CalendarDate, parseDate } from '@internationalized/date';
import { Button, Checkbox, CheckboxGroup, DatePicker, Form } from '@acervo/ui';
import { type ReactNode, type RefObject, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { useIntl } from 'react-intl';
import { describeApiError } from '../../../lib/api/describe-error.ts';
import { useToday } from '../../../lib/dates/today.ts';
import { focusFirstInvalid } from '../../../lib/forms/focus-first-invalid.ts';
import { serverFieldErrors } from '../../../lib/forms/server-field-errors.ts';
import { useNotify } from '../../../lib/notifications/notifications.ts';
import { formMessages as f } from '../shared/form-messages.ts';
import { interestProfilesMessages as m } from './interest-profiles-messages.ts';

/*
 * What the three forms that follow a profile item (a term, periodicals, a work type) share: the
 * validity with its checks, the messages beside each field and above the form, focus on the first
 * bad field, the one send however often the button is pressed, the confirmation, and nothing chosen
 * or typed lost on a refusal or a failure. Each form brings its own fields, checks and request.
 */

export type Options = z.infer<typeof interestAuxiliaryResponseSchema>;

/** Spec §5: search words shorter than 3 characters never match, so they are refused before sending. */
export const minimumLength = 3;

/** Each bad field's message, by the field's name in the request. */
type Errors<F extends string> = Partial<Record<F | 'validade', string>>;

/** The server's message for the first field whose name starts so (`itens[0]`, `bibliotecas[1]`). */
export const fieldStarting = (fields: Record<string, string>, prefix: string) =>
  Object.entries(fields).find(([name]) => name.startsWith(prefix))?.[1];

export type Sending<F extends string> = {
  /** The form's own checks (the validity is checked here). */
  check: () => Errors<F>;
  /** Sends what was chosen, followed until `validade`. */
  send: (validade: string) => Promise<{ message?: string | undefined }>;
  /** Empties what is emptied once followed; the validity stays for the next one. */
  sent: () => void;
  /** The server's field messages on the form's own fields (the validity's is placed here). */
  refused: (fields: Record<string, string>) => Errors<F>;
};

/** A profile form's state: its validity, its messages, and the send while `isPending`. */
export function useProfileForm<F extends string>(validadePadrao: string, isPending: boolean) {
  const intl = useIntl();
  const notify = useNotify();
  const today = useToday();
  const ref = useRef<HTMLDivElement>(null);
  const [validity, setValidity] = useState<CalendarDate | null>(() => parseDate(validadePadrao));
  const [errors, setErrors] = useState<Errors<F>>({});
  const [failure, setFailure] = useState<string | null>(null);

  const clear = (field: F | 'validade') => {
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  };

  /** A field's change and message: a change clears the message, as the patron is acting on it. */
  const bind = <V,>(field: F | 'validade', set: (value: V) => void) => ({
    onChange: (value: V) => {
      set(value);
      clear(field);
    },
    isInvalid: Boolean(errors[field]),
    errorMessage: errors[field],
  });

  /** A field refused before anything is sent (a search too short): named beside it, and focused. */
  function refuse(field: F, message: string) {
    flushSync(() => setErrors((current) => ({ ...current, [field]: message })));
    focusFirstInvalid(ref.current);
  }

  async function submit({ check, send, sent, refused }: Sending<F>) {
    if (isPending) return;
    const next = check();
    if (!validity) next.validade = intl.formatMessage(m.validityRequired);
    else if (validity.toString() < today) next.validade = intl.formatMessage(m.pastValidity);
    setFailure(null);
    flushSync(() => setErrors(next));
    if (Object.keys(next).length > 0) {
      focusFirstInvalid(ref.current);
      return;
    }
    try {
      const answer = await send(validity!.toString());
      sent();
      if (answer.message) notify('success', answer.message);
    } catch (error) {
      const fields = serverFieldErrors(error);
      flushSync(() => {
        setErrors({ ...refused(fields), validade: fields.validade });
        setFailure(describeApiError(error, intl)?.message ?? null);
      });
      focusFirstInvalid(ref.current);
    }
  }

  return {
    form: { validity, setValidity, errors, clear, bind, refuse, submit, failure, isPending },
    // Apart from the state the form reads while it renders: it is only the wrapper's ref.
    container: ref,
  };
}

export type ProfileFormState<F extends string> = ReturnType<typeof useProfileForm<F>>['form'];

/**
 * The form around a profile form's fields: named `label`, the reason it failed or "fix the fields"
 * above it, and its one "Acompanhar" button, busy while sending.
 */
export function ProfileForm<F extends string>({
  form,
  container,
  label,
  sending,
  children,
}: {
  form: ProfileFormState<F>;
  container: RefObject<HTMLDivElement | null>;
  label: string;
  sending: Sending<F>;
  children: ReactNode;
}) {
  const intl = useIntl();
  const hasErrors = Object.values(form.errors).some(Boolean);
  return (
    <div ref={container}>
      <Form
        validationBehavior="aria"
        onSubmit={(event) => {
          event.preventDefault();
          void form.submit(sending);
        }}
        aria-label={label}
        aria-busy={form.isPending || undefined}
        error={form.failure ?? (hasErrors ? intl.formatMessage(f.fixFields) : null)}
        actions={
          <Button type="submit" isPending={form.isPending} pendingLabel={intl.formatMessage(m.adding)}>
            {intl.formatMessage(m.add)}
          </Button>
        }
      >
        {children}
      </Form>
    </div>
  );
}

/** Until when the item is followed: the institution's default to start with, never a past date. */
export function ValidityField<F extends string>({ form }: { form: ProfileFormState<F> }) {
  const intl = useIntl();
  const error = form.errors.validade;
  return (
    <DatePicker
      label={intl.formatMessage(m.validity)}
      value={form.validity}
      onChange={(value) => {
        form.setValidity(value);
        form.clear('validade');
      }}
      isRequired
      validationBehavior="aria"
      isInvalid={Boolean(error)}
      {...(error ? { errorMessage: error } : {})}
    />
  );
}

/** Some of a list (libraries, languages) side by side; none ticked stands for all of it. */
export function SomeOf({
  items,
  ...group
}: {
  label: string;
  description: string;
  items: { codigo: number | string; descricao: string }[];
  value: string[];
  onChange: (value: string[]) => void;
  isInvalid: boolean;
  errorMessage: string | undefined;
}) {
  return (
    <CheckboxGroup orientation="horizontal" {...group}>
      {items.map((item) => (
        <Checkbox key={item.codigo} value={String(item.codigo)}>
          {item.descricao}
        </Checkbox>
      ))}
    </CheckboxGroup>
  );
}

/** The libraries to follow an item in (none ticked: all), as the periodical and work-type forms ask. */
export function LibrariesField<F extends string>({
  form,
  options,
  value,
  onChange,
}: {
  form: ProfileFormState<F | 'bibliotecas'>;
  options: Options;
  value: string[];
  onChange: (value: string[]) => void;
}) {
  const intl = useIntl();
  return (
    <SomeOf
      label={intl.formatMessage(m.libraries)}
      description={intl.formatMessage(m.librariesHint)}
      items={options.bibliotecas}
      value={value}
      {...form.bind('bibliotecas', onChange)}
    />
  );
}
