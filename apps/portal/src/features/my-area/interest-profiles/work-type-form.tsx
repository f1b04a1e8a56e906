import type { z } from 'zod';
import type { interestAuxiliaryResponseSchema } from '@acervo/contract';
import { type CalendarDate, parseDate } from '@internationalized/date';
import { Button, Checkbox, CheckboxGroup, DatePicker, Form, Grid, NativeSelect, Stack } from '@acervo/ui';
import { type FormEvent, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { useIntl } from 'react-intl';
import { describeApiError } from '../../../lib/api/describe-error.ts';
import { useToday } from '../../../lib/dates/today.ts';
import { focusFirstInvalid } from '../../../lib/forms/focus-first-invalid.ts';
import { serverFieldErrors } from '../../../lib/forms/server-field-errors.ts';
import { useNotify } from '../../../lib/notifications/notifications.ts';
import { formMessages as f } from '../shared/form-messages.ts';
import { useAddWorkType } from './api/add-work-type.ts';
import { interestProfilesMessages as m } from './interest-profiles-messages.ts';

type Options = z.infer<typeof interestAuxiliaryResponseSchema>;
type Errors = Partial<Record<'codTipoObra' | 'bibliotecas' | 'idiomas' | 'validade', string>>;

/**
 * Follow a work type until a date, in some libraries and languages (none ticked: all). Each bad
 * field is named beside it, the first takes focus, nothing chosen is lost on a refusal or a
 * failure; sent once.
 */
export function WorkTypeForm({ options }: { options: Options }) {
  const intl = useIntl();
  const notify = useNotify();
  const today = useToday();
  const form = useRef<HTMLDivElement>(null);
  const [type, setType] = useState('');
  const [libraries, setLibraries] = useState<string[]>([]);
  const [languages, setLanguages] = useState<string[]>([]);
  const [validity, setValidity] = useState<CalendarDate | null>(() => parseDate(options.validadePadrao));
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const add = useAddWorkType();

  const clear = (field: keyof Errors) => {
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (add.isMutating) return;
    const next: Errors = {};
    if (!type) next.codTipoObra = intl.formatMessage(m.workTypeRequired);
    if (!validity) next.validade = intl.formatMessage(m.validityRequired);
    else if (validity.toString() < today) next.validade = intl.formatMessage(m.pastValidity);
    setFailure(null);
    flushSync(() => setErrors(next));
    if (Object.keys(next).length > 0) {
      focusFirstInvalid(form.current);
      return;
    }
    try {
      const answer = await add.trigger({
        codTipoObra: Number(type),
        validade: validity!.toString(),
        bibliotecas: libraries.map(Number),
        idiomas: languages,
      });
      setType('');
      setLibraries([]);
      setLanguages([]);
      if (answer.message) notify('success', answer.message);
    } catch (error) {
      const fields = serverFieldErrors(error);
      const named = (prefix: string) => Object.entries(fields).find(([name]) => name.startsWith(prefix))?.[1];
      flushSync(() => {
        setErrors({
          codTipoObra: fields.codTipoObra,
          bibliotecas: named('bibliotecas'),
          idiomas: named('idiomas'),
          validade: fields.validade,
        });
        setFailure(describeApiError(error, intl)?.message ?? null);
      });
      focusFirstInvalid(form.current);
    }
  }

  const hasErrors = Object.values(errors).some(Boolean);
  return (
    <div ref={form}>
      <Form
        validationBehavior="aria"
        onSubmit={(event) => void submit(event)}
        aria-label={intl.formatMessage(m.newWorkType)}
        aria-busy={add.isMutating || undefined}
        error={failure ?? (hasErrors ? intl.formatMessage(f.fixFields) : null)}
        actions={
          <Button type="submit" isPending={add.isMutating} pendingLabel={intl.formatMessage(m.adding)}>
            {intl.formatMessage(m.add)}
          </Button>
        }
      >
        <Stack gap="md">
          <Grid minItemWidth="14rem" gap="md">
            <NativeSelect
              name="codTipoObra"
              label={intl.formatMessage(m.workType)}
              isRequired
              options={[
                { id: '', name: intl.formatMessage(m.chooseWorkType) },
                ...options.tiposObra.map((item) => ({ id: String(item.codigo), name: item.descricao })),
              ]}
              value={type}
              onChange={(value) => {
                setType(value);
                clear('codTipoObra');
              }}
              {...(errors.codTipoObra ? { errorMessage: errors.codTipoObra } : {})}
            />
            <DatePicker
              label={intl.formatMessage(m.validity)}
              value={validity}
              onChange={(value) => {
                setValidity(value);
                clear('validade');
              }}
              isRequired
              validationBehavior="aria"
              isInvalid={Boolean(errors.validade)}
              {...(errors.validade ? { errorMessage: errors.validade } : {})}
            />
          </Grid>
          <CheckboxGroup
            label={intl.formatMessage(m.libraries)}
            description={intl.formatMessage(m.librariesHint)}
            orientation="horizontal"
            value={libraries}
            onChange={(value) => {
              setLibraries(value);
              clear('bibliotecas');
            }}
            isInvalid={Boolean(errors.bibliotecas)}
            errorMessage={errors.bibliotecas}
          >
            {options.bibliotecas.map((library) => (
              <Checkbox key={library.codigo} value={String(library.codigo)}>
                {library.descricao}
              </Checkbox>
            ))}
          </CheckboxGroup>
          <CheckboxGroup
            label={intl.formatMessage(m.languages)}
            description={intl.formatMessage(m.languagesHint)}
            orientation="horizontal"
            value={languages}
            onChange={(value) => {
              setLanguages(value);
              clear('idiomas');
            }}
            isInvalid={Boolean(errors.idiomas)}
            errorMessage={errors.idiomas}
          >
            {options.idiomas.map((language) => (
              <Checkbox key={language.codigo} value={language.codigo}>
                {language.descricao}
              </Checkbox>
            ))}
          </CheckboxGroup>
        </Stack>
      </Form>
    </div>
  );
}
