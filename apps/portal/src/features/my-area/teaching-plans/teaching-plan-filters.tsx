import type { z } from 'zod';
import type { teachingPlanOptionsResponseSchema } from '@acervo/contract';
import { Button, Form, Grid, NativeSelect, type NativeSelectOption } from '@acervo/ui';
import { type FormEvent, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import type { TeachingPlanFilters } from './api/teaching-plan-bibliography.ts';
import { teachingPlansMessages as m } from './teaching-plans-messages.ts';

type Options = z.infer<typeof teachingPlanOptionsResponseSchema>;
export const filterNames = [
  'departamento',
  'disciplina',
  'ano',
  'semestre',
  'periodo',
  'biblioteca',
] as const;
type Name = (typeof filterNames)[number];
type Values = Record<Name, string>;

const periods = Array.from({ length: 10 }, (_, index) => index + 1);

/**
 * The teaching-plan filters (spec §7): department narrows the disciplines, a discipline its years;
 * with every field empty the search is refused with the spec's "fill at least one field" (§5) and
 * focus stays on the form. The choices sit in the address, so a reload or a shared link finds them.
 */
export function TeachingPlanFilterForm({
  options,
  initial,
  onSearch,
}: {
  options: Options | undefined;
  initial: TeachingPlanFilters;
  onSearch: (filters: TeachingPlanFilters) => void;
}) {
  const intl = useIntl();
  const first = useRef<HTMLDivElement>(null);
  const [values, setValues] = useState<Values>(
    () => Object.fromEntries(filterNames.map((name) => [name, initial[name] ?? ''])) as Values,
  );
  const [empty, setEmpty] = useState(false);

  const set = (name: Name, value: string) => {
    setEmpty(false);
    setValues((current) => {
      const next = { ...current, [name]: value };
      // A discipline of another department is no longer on offer.
      if (name === 'departamento' && value) {
        const discipline = options?.disciplinas.find((item) => item.codigo === current.disciplina);
        if (discipline && String(discipline.departamento.codigo) !== value) next.disciplina = '';
      }
      return next;
    });
  };

  function submit(event: FormEvent) {
    event.preventDefault();
    const filled = Object.fromEntries(
      filterNames.map((name) => [name, values[name].trim()]).filter(([, value]) => value),
    ) as TeachingPlanFilters;
    if (Object.keys(filled).length === 0) {
      setEmpty(true);
      first.current?.querySelector('select')?.focus();
      return;
    }
    onSearch(filled);
  }

  const any = { id: '', name: intl.formatMessage(m.any) };
  const disciplines = (options?.disciplinas ?? []).filter(
    (item) => !values.departamento || String(item.departamento.codigo) === values.departamento,
  );
  const chosen = options?.disciplinas.find((item) => item.codigo === values.disciplina);
  const years = [
    ...new Set((chosen ? [chosen] : (options?.disciplinas ?? [])).flatMap((item) => item.anos)),
  ].sort((a, b) => b - a);
  const select = (name: Name, label: string, list: NativeSelectOption[], description?: string) => (
    <NativeSelect
      name={name}
      label={label}
      options={list}
      value={values[name]}
      onChange={(value) => set(name, value)}
      description={description}
    />
  );

  return (
    <Form
      validationBehavior="aria"
      onSubmit={submit}
      aria-label={intl.formatMessage(m.filters)}
      error={empty ? intl.formatMessage(m.fillOne) : null}
      actions={
        <>
          <Button type="submit">{intl.formatMessage(m.search)}</Button>
          <Button
            variant="secondary"
            onPress={() => {
              setEmpty(false);
              setValues(Object.fromEntries(filterNames.map((name) => [name, ''])) as Values);
            }}
          >
            {intl.formatMessage(m.clear)}
          </Button>
        </>
      }
    >
      <div ref={first}>
        <Grid minItemWidth="14rem" gap="md">
          {select('departamento', intl.formatMessage(m.department), [
            any,
            ...(options?.departamentos ?? []).map((item) => ({
              id: String(item.codigo),
              name: item.descricao,
            })),
          ])}
          {select('disciplina', intl.formatMessage(m.discipline), [
            any,
            ...disciplines.map((item) => ({ id: item.codigo, name: `${item.codigo} — ${item.nome}` })),
          ])}
          {select('ano', intl.formatMessage(m.year), [
            any,
            ...years.map((year) => ({ id: String(year), name: String(year) })),
          ])}
          {select('semestre', intl.formatMessage(m.semester), [
            any,
            ...[1, 2].map((semester) => ({
              id: String(semester),
              name: intl.formatMessage(m.semesterOption, { semester }),
            })),
          ])}
          {select('periodo', intl.formatMessage(m.period), [
            any,
            ...periods.map((period) => ({
              id: String(period),
              name: intl.formatMessage(m.periodOption, { period }),
            })),
          ])}
          {select(
            'biblioteca',
            intl.formatMessage(m.library),
            [
              { id: '', name: intl.formatMessage(m.allLibraries) },
              ...(options?.bibliotecas ?? []).map((item) => ({
                id: String(item.codigo),
                name: item.descricao,
              })),
            ],
            intl.formatMessage(m.libraryHint),
          )}
        </Grid>
      </div>
    </Form>
  );
}
