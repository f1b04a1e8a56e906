import type { holdOptionsResponseSchema } from '@acervo/contract';
import { Alert, Button, Form, Link, Radio, RadioGroup, Select, SelectItem, Stack, Text } from '@acervo/ui';
import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import type { z } from 'zod';
import { describeApiError } from '../../../lib/api/describe-error.ts';
import { formatIsoDate } from '../../../lib/dates/dates.ts';
import { SectionFailed, SectionLoading } from '../../../lib/page/section-state.tsx';
import { useHoldOptions } from '../api/hold-options.ts';
import { type HoldRequest, useCheckHoldQueue, usePlaceHold } from '../api/place-hold.ts';
import { holdMessages as m } from './hold-messages.ts';
import { type HoldChoice, holdRequest, optionFields } from './hold-request.ts';
import { PatronOnly } from './patron-only.tsx';

/* The library's name, its copies and queue, and why it refuses: one line each. */
const LibraryChoice = styled.span`
  display: flex;
  flex-direction: column;
`;

type Library = z.infer<typeof holdOptionsResponseSchema>['bibliotecas'][number];

/**
 * The hold tab (spec §2 code 18): anonymous visitors are asked to log in (the modal where the
 * institution has it) and find the form here afterwards; a patron chooses the library and, where
 * its copies differ, the volume, tome, part and material; sees the queue place and estimated date
 * (`validar-fila`) before confirming; and is told in words why the library refuses when it does.
 */
export function HoldTab({ codAcervo }: { codAcervo: number }) {
  const intl = useIntl();
  return (
    <PatronOnly why={intl.formatMessage(m.loginNeeded)} login={intl.formatMessage(m.login)}>
      <HoldForm codAcervo={codAcervo} />
    </PatronOnly>
  );
}

function HoldForm({ codAcervo }: { codAcervo: number }) {
  const intl = useIntl();
  const { data, error, mutate } = useHoldOptions(codAcervo);
  if (error && !data) return <SectionFailed error={error} onRetry={() => void mutate()} />;
  if (!data) return <SectionLoading lines={6} label={intl.formatMessage(m.loading)} />;
  if (data.bibliotecas.length === 0) return <Text>{intl.formatMessage(m.none)}</Text>;
  return (
    <Stack gap="md">
      <Text>
        {intl.formatMessage(m.standing, { active: data.reservasAtivas, limit: data.limiteReservas })}
      </Text>
      <HoldChoices codAcervo={codAcervo} libraries={data.bibliotecas} />
    </Stack>
  );
}

const optionLabels = { volumes: m.volume, tomos: m.tome, partes: m.part, materiais: m.material } as const;

function HoldChoices({ codAcervo, libraries }: { codAcervo: number; libraries: readonly Library[] }) {
  const intl = useIntl();
  const holdable = libraries.filter((library) => library.permiteReserva);
  const [choice, setChoice] = useState<HoldChoice>(() => ({
    library: holdable.length === 1 ? holdable[0]!.codigo : null,
    options: {},
  }));
  const [formError, setFormError] = useState<string | null>(null);
  const check = useCheckHoldQueue();
  const place = usePlaceHold();
  const outcomeRef = useRef<HTMLDivElement>(null);
  const choicesRef = useRef<HTMLDivElement>(null);
  // Set when the patron goes back from the queue place to the choices (see below).
  const backToChoices = useRef(false);
  const library = libraries.find((entry) => entry.codigo === choice.library) ?? null;
  const checked = check.data && !check.isMutating ? check.data : null;
  const placed = place.data ?? null;

  // After each step the focus lands on its outcome (the queue place, then the hold placed).
  useEffect(() => {
    if (checked || placed) outcomeRef.current?.focus();
  }, [checked, placed]);
  // Going back removes the button that was pressed: the focus goes to the library chosen (the
  // first choice) rather than being lost to the page.
  useEffect(() => {
    if (!backToChoices.current || checked) return;
    backToChoices.current = false;
    choicesRef.current
      ?.querySelector<HTMLElement>('input[type="radio"]:checked, input[type="radio"]')
      ?.focus();
  }, [checked]);

  const change = (next: HoldChoice) => {
    setChoice(next);
    setFormError(null);
    check.reset();
  };
  const fail = (failure: unknown) => setFormError(describeApiError(failure, intl)?.message ?? null);

  const request = (): HoldRequest | null => {
    const body = library ? holdRequest(codAcervo, library, choice.options) : null;
    if (!body) setFormError(intl.formatMessage(m.selectAll));
    return body;
  };

  if (placed) {
    return (
      <div ref={outcomeRef} tabIndex={-1}>
        <Alert
          tone="success"
          title={intl.formatMessage(m.placedHeading)}
          actions={<Link href="/meupergamum/reservas">{intl.formatMessage(m.myHolds)}</Link>}
        >
          <Stack gap="xs">
            <span>{placed.message}</span>
            {placed.reserva.previsao ? (
              <span>
                {intl.formatMessage(m.estimate, { date: formatIsoDate(intl, placed.reserva.previsao) })}
              </span>
            ) : null}
          </Stack>
        </Alert>
      </div>
    );
  }

  return (
    <Form
      error={formError}
      onSubmit={(event) => {
        event.preventDefault();
        const body = request();
        if (body) check.trigger(body).catch(fail);
      }}
      actions={
        checked ? null : (
          <Button type="submit" isPending={check.isMutating}>
            {intl.formatMessage(check.isMutating ? m.checking : m.check)}
          </Button>
        )
      }
    >
      <div ref={choicesRef}>
        <RadioGroup
          label={intl.formatMessage(m.library)}
          isRequired
          value={choice.library === null ? null : String(choice.library)}
          onChange={(value) => change({ library: Number(value), options: {} })}
        >
          {libraries.map((entry) => (
            <Radio key={entry.codigo} value={String(entry.codigo)} isDisabled={!entry.permiteReserva}>
              <LibraryChoice>
                <span>{entry.descricao}</span>
                <Text as="span" size="sm">
                  {intl.formatMessage(m.libraryCopies, {
                    copies: entry.exemplares,
                    available: entry.disponiveis,
                    queue: entry.fila,
                  })}
                </Text>
                {entry.motivo ? (
                  <Text as="span" size="sm">
                    {entry.motivo}
                  </Text>
                ) : null}
              </LibraryChoice>
            </Radio>
          ))}
        </RadioGroup>
      </div>
      {library
        ? optionFields(library).map(({ field, values }) => (
            <Select
              key={`${library.codigo}-${field}`}
              label={intl.formatMessage(optionLabels[field])}
              isRequired
              // The spec's words beside the field the browser's check stops at (focus goes there).
              errorMessage={intl.formatMessage(m.selectAll)}
              name={field}
              selectedKey={choice.options[field] ?? null}
              onSelectionChange={(key) =>
                change({
                  ...choice,
                  options: { ...choice.options, [field]: key === null ? undefined : String(key) },
                })
              }
            >
              {values.map((value) => (
                <SelectItem key={value} id={value}>
                  {value}
                </SelectItem>
              ))}
            </Select>
          ))
        : null}
      {checked ? (
        <div ref={outcomeRef} tabIndex={-1}>
          <Alert
            tone="info"
            isUrgent={false}
            title={intl.formatMessage(m.queueHeading)}
            actions={
              <>
                <Button
                  isPending={place.isMutating}
                  onPress={() => {
                    const body = request();
                    if (body) place.trigger(body).catch(fail);
                  }}
                >
                  {intl.formatMessage(place.isMutating ? m.placing : m.confirm)}
                </Button>
                <Button
                  variant="secondary"
                  onPress={() => {
                    backToChoices.current = true;
                    check.reset();
                  }}
                >
                  {intl.formatMessage(m.change)}
                </Button>
              </>
            }
          >
            <Stack gap="xs">
              <span>{intl.formatMessage(m.place, { place: checked.posicao })}</span>
              <span>
                {checked.previsao
                  ? intl.formatMessage(m.estimate, { date: formatIsoDate(intl, checked.previsao) })
                  : intl.formatMessage(m.noEstimate)}
              </span>
            </Stack>
          </Alert>
        </div>
      ) : null}
    </Form>
  );
}
