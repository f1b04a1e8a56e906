import type { z } from 'zod';
import type { termItemSchema } from '@acervo/contract';
import { type CalendarDate, parseDate } from '@internationalized/date';
import {
  AlertDialog,
  Badge,
  Button,
  DatePicker,
  Dialog,
  DialogTrigger,
  Form,
  Inline,
  Modal,
  Stack,
  Text,
  vars,
} from '@acervo/ui';
import { type FormEvent, useState } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { describeApiError } from '../../../lib/api/describe-error.ts';
import { formatIsoDate } from '../../../lib/dates/dates.ts';
import { useToday } from '../../../lib/dates/today.ts';
import { serverFieldErrors } from '../../../lib/forms/server-field-errors.ts';
import { useNotify } from '../../../lib/notifications/notifications.ts';
import { useReportFailure } from '../shared/use-report-failure.ts';
import { useChangeTermValidity } from './api/change-term-validity.ts';
import { useDeleteInterestTerm } from './api/delete-interest-term.ts';
import { interestProfilesMessages as m } from './interest-profiles-messages.ts';

export type Term = z.infer<typeof termItemSchema>;

const Items = styled.ul`
  display: grid;
  gap: ${vars.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;

  > li {
    display: grid;
    gap: ${vars.space.xs};
    padding: ${vars.space.sm} ${vars.space.md};
    border: ${vars.size.borderWidth} solid ${vars.color.border};
    border-radius: ${vars.radius.md};
    overflow-wrap: anywhere;
  }
`;

const TermName = styled.span`
  font-weight: ${vars.font.weight.bold};
`;

/** The patron's terms, each with its kind, validity and state in words, and its two actions. */
export function InterestTermList({ terms, kinds }: { terms: Term[]; kinds: Record<string, string> }) {
  const intl = useIntl();
  return (
    <Items aria-label={intl.formatMessage(m.terms)}>
      {terms.map((term) => (
        <li key={term.codigo}>
          <TermName>{term.termo}</TermName>
          <Inline gap="sm">
            <Text>{kinds[term.tipoDSI] ?? term.tipoDSI}</Text>
            <Text>
              {intl.formatMessage(m.validity)} {formatIsoDate(intl, term.validade)}
            </Text>
            <Badge tone={term.ativo ? 'success' : 'warning'}>
              {intl.formatMessage(term.ativo ? m.active : m.expired)}
            </Badge>
          </Inline>
          <Inline gap="sm">
            <ChangeValidity term={term} />
            <RemoveTerm term={term} />
          </Inline>
        </li>
      ))}
    </Items>
  );
}

/**
 * A term's new validity, in a dialog: a date in the past is refused beside the field (here and by
 * the server), and the date chosen stays there until it is saved or the dialog is cancelled.
 */
function ChangeValidity({ term }: { term: Term }) {
  const intl = useIntl();
  const notify = useNotify();
  const today = useToday();
  const change = useChangeTermValidity();
  const [open, setOpen] = useState(false);
  const [value, setValue] = useState<CalendarDate | null>(() => parseDate(term.validade));
  const [error, setError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  async function save(event: FormEvent) {
    event.preventDefault();
    if (change.isMutating) return;
    setFailure(null);
    if (!value) return setError(intl.formatMessage(m.validityRequired));
    if (value.toString() < today) return setError(intl.formatMessage(m.pastValidity));
    setError(null);
    try {
      const answer = await change.trigger({ codigo: term.codigo, validade: value.toString() });
      if (answer.message) notify('success', answer.message);
      setOpen(false);
    } catch (caught) {
      const fields = serverFieldErrors(caught);
      if (fields.validade) setError(fields.validade);
      else setFailure(describeApiError(caught, intl)?.message ?? null);
    }
  }

  const title = intl.formatMessage(m.newValidity, { term: term.termo });
  return (
    <DialogTrigger
      isOpen={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) {
          setValue(parseDate(term.validade));
          setError(null);
          setFailure(null);
        }
      }}
    >
      <Button variant="secondary" aria-label={intl.formatMessage(m.changeValidityOf, { term: term.termo })}>
        {intl.formatMessage(m.changeValidity)}
      </Button>
      <Modal>
        <Dialog title={title}>
          <Form validationBehavior="aria" onSubmit={(event) => void save(event)} error={failure}>
            <Stack gap="md">
              <DatePicker
                label={intl.formatMessage(m.validity)}
                value={value}
                onChange={(next) => {
                  setValue(next);
                  setError(null);
                }}
                isRequired
                validationBehavior="aria"
                isInvalid={Boolean(error)}
                {...(error ? { errorMessage: error } : {})}
              />
              <Inline gap="sm">
                <Button type="submit" isPending={change.isMutating}>
                  {intl.formatMessage(m.save)}
                </Button>
                <Button variant="secondary" slot="close">
                  {intl.formatMessage(m.cancel)}
                </Button>
              </Inline>
            </Stack>
          </Form>
        </Dialog>
      </Modal>
    </DialogTrigger>
  );
}

/** Deleting a term asks first; the list, and the matching titles, are fetched again after it. */
function RemoveTerm({ term }: { term: Term }) {
  const intl = useIntl();
  const notify = useNotify();
  const reportFailure = useReportFailure();
  const remove = useDeleteInterestTerm();
  return (
    <DialogTrigger>
      <Button variant="secondary" aria-label={intl.formatMessage(m.removeThis, { term: term.termo })}>
        {intl.formatMessage(m.remove)}
      </Button>
      <Modal>
        <AlertDialog
          title={intl.formatMessage(m.removeTitle, { term: term.termo })}
          confirmLabel={intl.formatMessage(m.removeConfirm)}
          variant="danger"
          isPending={remove.isMutating}
          onConfirm={async () => {
            try {
              const answer = await remove.trigger({ codigo: term.codigo, tipoDSI: term.tipoDSI });
              if (answer.message) notify('success', answer.message);
              document.getElementById('termos')?.focus();
            } catch (error) {
              reportFailure(error);
            }
          }}
        >
          {intl.formatMessage(m.removeBody)}
        </AlertDialog>
      </Modal>
    </DialogTrigger>
  );
}
