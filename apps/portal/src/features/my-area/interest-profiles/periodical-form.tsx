import type { z } from 'zod';
import type { interestAuxiliaryResponseSchema } from '@acervo/contract';
import { type CalendarDate, parseDate } from '@internationalized/date';
import { Button, Checkbox, CheckboxGroup, DatePicker, Form, Grid, Stack, Text, TextField } from '@acervo/ui';
import { type FormEvent, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { useIntl } from 'react-intl';
import { describeApiError } from '../../../lib/api/describe-error.ts';
import { useToday } from '../../../lib/dates/today.ts';
import { focusFirstInvalid } from '../../../lib/forms/focus-first-invalid.ts';
import { serverFieldErrors } from '../../../lib/forms/server-field-errors.ts';
import { useNotify } from '../../../lib/notifications/notifications.ts';
import { formMessages as f } from '../shared/form-messages.ts';
import { useAddPeriodicals } from './api/add-periodicals.ts';
import { type PeriodicalSearch, usePeriodicalSearch } from './api/periodical-search.ts';
import { interestProfilesMessages as m } from './interest-profiles-messages.ts';

type Options = z.infer<typeof interestAuxiliaryResponseSchema>;
type Errors = Partial<Record<'titulo' | 'periodicos' | 'bibliotecas' | 'tipos' | 'validade', string>>;

/** Spec §5: search words shorter than 3 characters never match, so the search is not sent. */
const minimumLength = 3;
export const journalTypes = ['fasciculo', 'artigo', 'sumario'] as const;

/**
 * Follow periodicals until a date: search the catalogue's periodicals by title (in the libraries
 * chosen, or all), choose one or more, and what to be told about (issues, articles, contents: at
 * least one, spec §5). Each bad field is named beside it, the first takes focus, nothing chosen or
 * typed is lost on a refusal or a failure; sent once.
 */
export function PeriodicalForm({ options }: { options: Options }) {
  const intl = useIntl();
  const notify = useNotify();
  const today = useToday();
  const form = useRef<HTMLDivElement>(null);
  const [title, setTitle] = useState('');
  const [search, setSearch] = useState<PeriodicalSearch | null>(null);
  // Chosen periodicals keep their names, so a second search does not drop the first one's choices.
  const [chosen, setChosen] = useState<Record<string, string>>({});
  const [libraries, setLibraries] = useState<string[]>([]);
  const [types, setTypes] = useState<string[]>([]);
  const [validity, setValidity] = useState<CalendarDate | null>(() => parseDate(options.validadePadrao));
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const found = usePeriodicalSearch(search);
  const add = useAddPeriodicals();

  const clear = (field: keyof Errors) => {
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  };

  function searchPeriodicals() {
    if (title.trim().length < minimumLength) {
      flushSync(() => setErrors((current) => ({ ...current, titulo: intl.formatMessage(m.tooShort) })));
      focusFirstInvalid(form.current);
      return;
    }
    setSearch({ termoPesquisa: title.trim(), bibliotecas: libraries.join(',') });
  }

  const label = (item: { titulo: string; issn: string[] }) =>
    item.issn.length > 0
      ? intl.formatMessage(m.foundPeriodical, { title: item.titulo, issn: item.issn.join(', ') })
      : item.titulo;
  // What the patron can tick: this search's answer, then earlier choices it no longer lists.
  const shown = [
    ...(search && found.data
      ? found.data.periodicos.map((item) => ({ id: String(item.codAcervo), label: label(item) }))
      : []),
  ];
  for (const [id, name] of Object.entries(chosen)) {
    if (!shown.some((item) => item.id === id)) shown.push({ id, label: name });
  }
  const hasChoices = shown.length > 0;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (add.isMutating) return;
    const next: Errors = {};
    const picked = Object.keys(chosen);
    if (picked.length === 0)
      next[hasChoices ? 'periodicos' : 'titulo'] = intl.formatMessage(m.choosePeriodical);
    if (types.length === 0) next.tipos = intl.formatMessage(m.journalTypeRequired);
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
        validade: validity!.toString(),
        itens: picked.map(Number),
        bibliotecas: libraries.map(Number),
        fasciculo: types.includes('fasciculo'),
        artigo: types.includes('artigo'),
        sumario: types.includes('sumario'),
      });
      setTitle('');
      setSearch(null);
      setChosen({});
      setTypes([]);
      if (answer.message) notify('success', answer.message);
    } catch (error) {
      const fields = serverFieldErrors(error);
      const named = (prefix: string) => Object.entries(fields).find(([name]) => name.startsWith(prefix))?.[1];
      flushSync(() => {
        setErrors({
          periodicos: named('itens'),
          bibliotecas: named('bibliotecas'),
          tipos: fields.fasciculo ?? fields.artigo ?? fields.sumario,
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
        aria-label={intl.formatMessage(m.newPeriodical)}
        aria-busy={add.isMutating || undefined}
        error={failure ?? (hasErrors ? intl.formatMessage(f.fixFields) : null)}
        actions={
          <Button type="submit" isPending={add.isMutating} pendingLabel={intl.formatMessage(m.adding)}>
            {intl.formatMessage(m.add)}
          </Button>
        }
      >
        <Stack gap="md">
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
          <Stack gap="sm">
            <TextField
              name="titulo"
              label={intl.formatMessage(m.periodicalTitle)}
              description={intl.formatMessage(m.periodicalTitleHint)}
              value={title}
              onChange={(value) => {
                setTitle(value);
                clear('titulo');
              }}
              isInvalid={Boolean(errors.titulo)}
              errorMessage={errors.titulo}
            />
            <div>
              <Button variant="secondary" onPress={searchPeriodicals} isPending={found.isLoading}>
                {intl.formatMessage(m.searchPeriodicals)}
              </Button>
            </div>
            {search && found.data && found.data.periodicos.length === 0 ? (
              <div role="status">
                <Text>{intl.formatMessage(m.noPeriodicals)}</Text>
              </div>
            ) : null}
            {hasChoices ? (
              <CheckboxGroup
                label={intl.formatMessage(m.foundPeriodicals)}
                isRequired
                value={Object.keys(chosen)}
                onChange={(value) => {
                  setChosen(
                    Object.fromEntries(
                      value.map((id) => [id, shown.find((item) => item.id === id)?.label ?? id]),
                    ),
                  );
                  clear('periodicos');
                }}
                isInvalid={Boolean(errors.periodicos)}
                errorMessage={errors.periodicos}
              >
                {shown.map((item) => (
                  <Checkbox key={item.id} value={item.id}>
                    {item.label}
                  </Checkbox>
                ))}
              </CheckboxGroup>
            ) : null}
          </Stack>
          <Grid minItemWidth="14rem" gap="md">
            <CheckboxGroup
              label={intl.formatMessage(m.journalTypes)}
              isRequired
              value={types}
              onChange={(value) => {
                setTypes(value);
                clear('tipos');
              }}
              isInvalid={Boolean(errors.tipos)}
              errorMessage={errors.tipos}
            >
              <Checkbox value="fasciculo">{intl.formatMessage(m.issue)}</Checkbox>
              <Checkbox value="artigo">{intl.formatMessage(m.article)}</Checkbox>
              <Checkbox value="sumario">{intl.formatMessage(m.contents)}</Checkbox>
            </CheckboxGroup>
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
        </Stack>
      </Form>
    </div>
  );
}
