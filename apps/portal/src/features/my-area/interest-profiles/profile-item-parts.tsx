import { type CalendarDate, parseDate } from '@internationalized/date';
import {
  Badge,
  Button,
  ConfirmButton,
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
import { type FormEvent, type ReactNode, useState } from 'react';
import { useIntl } from 'react-intl';
import styled, { css } from 'styled-components';
import { describeApiError } from '../../../lib/api/describe-error.ts';
import { formatIsoDate } from '../../../lib/dates/dates.ts';
import { useToday } from '../../../lib/dates/today.ts';
import { serverFieldErrors } from '../../../lib/forms/server-field-errors.ts';
import { useNotify } from '../../../lib/notifications/notifications.ts';
import { useReportFailure } from '../shared/use-report-failure.ts';
import { interestProfilesMessages as m } from './interest-profiles-messages.ts';

/*
 * The parts every kind of profile item shares (terms, periodicals, work types): the bordered list,
 * each item's name, validity with its state in words, validity dialog and delete confirmation. Each
 * kind brings its own request; the dialogs behave the same whatever it follows.
 */

/** What a change or a delete answers: the confirmation, when the server gives one. */
type Changed = { message?: string | undefined };

/** A list without bullets whose items stack their lines; each list marks its items apart its own way. */
export const stackedList = css`
  display: grid;
  gap: ${vars.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;

  > li {
    display: grid;
    gap: ${vars.space.xs};
    overflow-wrap: anywhere;
  }
`;

export const ProfileItems = styled.ul`
  ${stackedList}

  > li {
    padding: ${vars.space.sm} ${vars.space.md};
    border: ${vars.size.borderWidth} solid ${vars.color.border};
    border-radius: ${vars.radius.md};
  }
`;

const ItemName = styled.span`
  font-weight: ${vars.font.weight.bold};
`;

/**
 * The names of what an item is limited to (libraries, languages), in a list as the language writes
 * it, or `all` when it is not limited. A code the options lack (or before they load) shows as itself.
 */
export function NamesOrAll({
  codes,
  list,
  all,
}: {
  codes: readonly (number | string)[];
  list: { codigo: number | string; descricao: string }[] | undefined;
  all: string;
}) {
  const intl = useIntl();
  const names = codes.map((code) => list?.find((item) => item.codigo === code)?.descricao ?? String(code));
  return <Text>{codes.length === 0 ? all : intl.formatList(names)}</Text>;
}

/**
 * One followed item: its name, what else it follows (`children`), its validity and state in words
 * (after `note`), and its two actions, each with the kind's own request (`save`, `remove`).
 */
export function ProfileItem({
  name,
  validade,
  ativo,
  note,
  children,
  isSaving,
  save,
  removeBody,
  sectionId,
  isRemoving,
  remove,
}: {
  name: string;
  validade: string;
  ativo: boolean;
  note?: ReactNode;
  children?: ReactNode;
  isSaving: boolean;
  save: (validade: string) => Promise<Changed>;
  removeBody: ReactNode;
  sectionId: string;
  isRemoving: boolean;
  remove: () => Promise<Changed>;
}) {
  return (
    <li>
      <ItemName>{name}</ItemName>
      {children}
      <Inline gap="sm">
        {note}
        <ValidityState validade={validade} ativo={ativo} />
      </Inline>
      <Inline gap="sm">
        <ChangeValidity name={name} validade={validade} isPending={isSaving} save={save} />
        <RemoveItem
          name={name}
          body={removeBody}
          sectionId={sectionId}
          isPending={isRemoving}
          remove={remove}
        />
      </Inline>
    </li>
  );
}

/** "Válido até dd/mm/aaaa" and whether the item is still in force, in words. */
function ValidityState({ validade, ativo }: { validade: string; ativo: boolean }) {
  const intl = useIntl();
  return (
    <>
      <Text>
        {intl.formatMessage(m.validity)} {formatIsoDate(intl, validade)}
      </Text>
      <Badge tone={ativo ? 'success' : 'warning'}>{intl.formatMessage(ativo ? m.active : m.expired)}</Badge>
    </>
  );
}

/**
 * An item's new validity, in a dialog: a date in the past is refused beside the field (here and by
 * the server), and the date chosen stays there until it is saved or the dialog is cancelled.
 */
function ChangeValidity({
  name,
  validade,
  isPending,
  save,
}: {
  name: string;
  validade: string;
  isPending: boolean;
  save: (validade: string) => Promise<Changed>;
}) {
  const intl = useIntl();
  const notify = useNotify();
  const today = useToday();
  const [open, setOpen] = useState(false);
  const [value, setValue] = useState<CalendarDate | null>(() => parseDate(validade));
  const [error, setError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (isPending) return;
    setFailure(null);
    if (!value) return setError(intl.formatMessage(m.validityRequired));
    if (value.toString() < today) return setError(intl.formatMessage(m.pastValidity));
    setError(null);
    try {
      const answer = await save(value.toString());
      if (answer.message) notify('success', answer.message);
      setOpen(false);
    } catch (caught) {
      const fields = serverFieldErrors(caught);
      if (fields.validade) setError(fields.validade);
      else setFailure(describeApiError(caught, intl)?.message ?? null);
    }
  }

  return (
    <DialogTrigger
      isOpen={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) {
          setValue(parseDate(validade));
          setError(null);
          setFailure(null);
        }
      }}
    >
      <Button variant="secondary" aria-label={intl.formatMessage(m.changeValidityOf, { term: name })}>
        {intl.formatMessage(m.changeValidity)}
      </Button>
      <Modal>
        <Dialog title={intl.formatMessage(m.newValidity, { term: name })}>
          <Form validationBehavior="aria" onSubmit={(event) => void submit(event)} error={failure}>
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
                <Button type="submit" isPending={isPending}>
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

/**
 * Deleting an item asks first (the kit's confirmation), naming it; after it the focus goes back to the item's section, since
 * the button pressed is gone with the item.
 */
function RemoveItem({
  name,
  body,
  sectionId,
  isPending,
  remove,
}: {
  name: string;
  body: ReactNode;
  sectionId: string;
  isPending: boolean;
  remove: () => Promise<Changed>;
}) {
  const intl = useIntl();
  const notify = useNotify();
  const reportFailure = useReportFailure();
  return (
    <ConfirmButton
      aria-label={intl.formatMessage(m.removeThis, { term: name })}
      title={intl.formatMessage(m.removeTitle, { term: name })}
      body={body}
      confirmLabel={intl.formatMessage(m.removeConfirm)}
      isPending={isPending}
      onConfirm={async () => {
        try {
          const answer = await remove();
          if (answer.message) notify('success', answer.message);
          document.getElementById(sectionId)?.focus();
        } catch (error) {
          reportFailure(error);
        }
      }}
    >
      {intl.formatMessage(m.remove)}
    </ConfirmButton>
  );
}
