import { type CalendarDate, parseDate } from '@internationalized/date';
import { Button, DatePicker, vars } from '@acervo/ui';
import { type FormEvent, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { sharedMessages as m } from './shared-messages.ts';

/** A period as the API takes it: ISO dates. */
export type Period = { dataIni: string; dataFim: string };

type Errors = { start?: string; end?: string };

const Form = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${vars.space.md};
  margin-block: ${vars.space.md};

  fieldset {
    display: flex;
    flex-wrap: wrap;
    gap: ${vars.space.md};
    min-width: 0;
    margin: 0;
    padding: 0;
    border: 0;
  }
  legend {
    margin-bottom: ${vars.space.xs};
    padding: 0;
    font-weight: ${vars.font.weight.bold};
  }
`;

const toDate = (iso: string | undefined): CalendarDate | null => {
  if (!iso) return null;
  try {
    return parseDate(iso);
  } catch {
    return null;
  }
};

/**
 * The "from … to …" filter of My-area lists (spec §5): both dates required and the start not after
 * the end, each refused with its own message on its own field, focus on the first one to fix. What
 * was typed stays; only a valid period is applied.
 */
export function PeriodFilter({
  period,
  onApply,
  legend,
}: {
  period: Period;
  onApply: (period: Period) => void;
  /** What the period filters ("Período dos alertas"); defaults to "Período". */
  legend?: string;
}) {
  const intl = useIntl();
  const [start, setStart] = useState<CalendarDate | null>(() => toDate(period.dataIni));
  const [end, setEnd] = useState<CalendarDate | null>(() => toDate(period.dataFim));
  const [errors, setErrors] = useState<Errors>({});
  const form = useRef<HTMLFormElement>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found: Errors = {};
    if (!start) found.start = intl.formatMessage(m.startRequired);
    if (!end) found.end = intl.formatMessage(m.endRequired);
    if (start && end && start.compare(end) > 0) found.start = intl.formatMessage(m.reversed);
    setErrors(found);
    if (found.start || found.end) {
      // The first field to fix takes focus (its first segment), and its message is read with it.
      const field = form.current?.querySelectorAll<HTMLElement>('[data-component="DatePicker"]')[
        found.start ? 0 : 1
      ];
      field?.querySelector<HTMLElement>('[role="spinbutton"]')?.focus();
      return;
    }
    onApply({ dataIni: start!.toString(), dataFim: end!.toString() });
  };

  return (
    <Form ref={form} onSubmit={submit} noValidate>
      <fieldset>
        <legend>{legend ?? intl.formatMessage(m.period)}</legend>
        <DatePicker
          label={intl.formatMessage(m.startDate)}
          value={start}
          onChange={(value) => setStart(value)}
          isRequired
          validationBehavior="aria"
          isInvalid={Boolean(errors.start)}
          {...(errors.start ? { errorMessage: errors.start } : {})}
        />
        <DatePicker
          label={intl.formatMessage(m.endDate)}
          value={end}
          onChange={(value) => setEnd(value)}
          isRequired
          validationBehavior="aria"
          isInvalid={Boolean(errors.end)}
          {...(errors.end ? { errorMessage: errors.end } : {})}
        />
      </fieldset>
      <Button type="submit" variant="secondary">
        {intl.formatMessage(m.apply)}
      </Button>
    </Form>
  );
}
