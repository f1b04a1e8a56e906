import { Button, Checkbox, CheckboxGroup, Grid, Stack, Text, TextField } from '@acervo/ui';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useAddPeriodicals } from './api/add-periodicals.ts';
import { type PeriodicalSearch, usePeriodicalSearch } from './api/periodical-search.ts';
import { interestProfilesMessages as m } from './interest-profiles-messages.ts';
import {
  fieldStarting,
  LibrariesField,
  minimumLength,
  type Options,
  ProfileForm,
  useProfileForm,
  ValidityField,
} from './profile-form.tsx';

type Field = 'titulo' | 'periodicos' | 'bibliotecas' | 'tipos';

export const journalTypes = ['fasciculo', 'artigo', 'sumario'] as const;

/**
 * Follow periodicals until a date: search the catalogue's periodicals by title (in the libraries
 * chosen, or all), choose one or more, and what to be told about (issues, articles, contents: at
 * least one, spec §5). Each bad field is named beside it, the first takes focus, nothing chosen or
 * typed is lost on a refusal or a failure; sent once.
 */
export function PeriodicalForm({ options }: { options: Options }) {
  const intl = useIntl();
  const [title, setTitle] = useState('');
  const [search, setSearch] = useState<PeriodicalSearch | null>(null);
  // Chosen periodicals keep their names, so a second search does not drop the first one's choices.
  const [chosen, setChosen] = useState<Record<string, string>>({});
  const [libraries, setLibraries] = useState<string[]>([]);
  const [types, setTypes] = useState<string[]>([]);
  const found = usePeriodicalSearch(search);
  const add = useAddPeriodicals();
  const { form, container } = useProfileForm<Field>(options.validadePadrao, add.isMutating);

  function searchPeriodicals() {
    if (title.trim().length < minimumLength) return form.refuse('titulo', intl.formatMessage(m.tooShort));
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
  const choose = (ids: string[]) =>
    setChosen(Object.fromEntries(ids.map((id) => [id, shown.find((item) => item.id === id)?.label ?? id])));

  function check() {
    const next: Partial<Record<Field, string>> = {};
    if (Object.keys(chosen).length === 0)
      next[hasChoices ? 'periodicos' : 'titulo'] = intl.formatMessage(m.choosePeriodical);
    if (types.length === 0) next.tipos = intl.formatMessage(m.journalTypeRequired);
    return next;
  }

  return (
    <ProfileForm
      form={form}
      container={container}
      label={intl.formatMessage(m.newPeriodical)}
      sending={{
        check,
        send: (validade) =>
          add.trigger({
            validade,
            itens: Object.keys(chosen).map(Number),
            bibliotecas: libraries.map(Number),
            fasciculo: types.includes('fasciculo'),
            artigo: types.includes('artigo'),
            sumario: types.includes('sumario'),
          }),
        sent: () => {
          setTitle('');
          setSearch(null);
          setChosen({});
          setTypes([]);
        },
        refused: (fields) => ({
          periodicos: fieldStarting(fields, 'itens'),
          bibliotecas: fieldStarting(fields, 'bibliotecas'),
          tipos: fields.fasciculo ?? fields.artigo ?? fields.sumario,
        }),
      }}
    >
      <Stack gap="md">
        <LibrariesField form={form} options={options} value={libraries} onChange={setLibraries} />
        <Stack gap="sm">
          <TextField
            name="titulo"
            label={intl.formatMessage(m.periodicalTitle)}
            description={intl.formatMessage(m.periodicalTitleHint)}
            value={title}
            {...form.bind('titulo', setTitle)}
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
              {...form.bind('periodicos', choose)}
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
            {...form.bind('tipos', setTypes)}
          >
            <Checkbox value="fasciculo">{intl.formatMessage(m.issue)}</Checkbox>
            <Checkbox value="artigo">{intl.formatMessage(m.article)}</Checkbox>
            <Checkbox value="sumario">{intl.formatMessage(m.contents)}</Checkbox>
          </CheckboxGroup>
          <ValidityField form={form} />
        </Grid>
      </Stack>
    </ProfileForm>
  );
}
