import { cleanPhone, isValidEmail, splitEmails } from '@acervo/contract';
import type { MessageDescriptor } from 'react-intl';
import { requiredField } from '../shared/form-messages.ts';
import { requestsMessages as m } from './requests-messages.ts';

/**
 * One field of a request form. The kind says how it is typed, checked and sent:
 * - `text`, `textarea`: trimmed; `number`: a positive whole number; `year`: four digits;
 * - `pages`: one page or a range typed as "20-30", sent as `pagina_inicial` / `pagina_final`;
 * - `select` (its `options`), `library` (the libraries), `date` (ISO, optionally not before today);
 * - `phone`: filtered as typed (spec §5), `email`: one or more addresses separated by ";".
 * A `path` field chooses where the request goes instead of being sent in the body.
 */
export type FieldSpec = {
  name: string;
  label: MessageDescriptor;
  kind: 'text' | 'textarea' | 'number' | 'year' | 'pages' | 'select' | 'library' | 'date' | 'phone' | 'email';
  required?: boolean;
  description?: MessageDescriptor;
  options?: readonly { id: string; label: MessageDescriptor }[];
  autoComplete?: string;
  notBeforeToday?: boolean;
  path?: boolean;
};

/** "The first not after the last", between two fields of the form (a survey's years). */
export type RangeRule = { from: string; to: string; message: MessageDescriptor };

export type Values = Record<string, string>;

/** A problem with one field: the message to show and, for a required one, the field's label. */
export type Problem = { message: MessageDescriptor; field?: MessageDescriptor };
export type Problems = Record<string, Problem>;

/** The page range as typed: "25", "20-30", "20 – 30". Null when it is not one. */
export function parsePages(value: string): { start: number; end: number } | null {
  const match = /^\s*(\d{1,6})\s*(?:[-–—]\s*(\d{1,6})\s*)?$/.exec(value);
  if (!match) return null;
  const start = Number(match[1]);
  const end = match[2] === undefined ? start : Number(match[2]);
  return start > 0 && end > 0 ? { start, end } : null;
}

/** What a field's value becomes as the patron types it (the phone keeps only what spec §5 allows). */
export const typed = (field: FieldSpec, value: string) =>
  field.kind === 'phone' ? cleanPhone(value) : value;

const wholeNumber = /^\d+$/;

/**
 * The fields a form's values break, in the form's order (the first is where focus goes): required
 * fields named (`CampoObrigatorioNaoPreenchido`), numbers and years, the page range (start not after
 * end, spec §5), the ranges between fields, dates not in the past, the phone and the e-mails.
 */
export function findProblems(
  fields: readonly FieldSpec[],
  values: Values,
  ranges: readonly RangeRule[],
  today: string,
): Problems {
  const problems: Problems = {};
  for (const field of fields) {
    const value = (values[field.name] ?? '').trim();
    if (!value) {
      if (field.required)
        problems[field.name] =
          field.kind === 'phone'
            ? { message: m.phoneRequired }
            : field.kind === 'email'
              ? { message: m.emailInvalid }
              : { message: requiredField, field: field.label };
      continue;
    }
    const problem = checkValue(field, value, today);
    if (problem) problems[field.name] = { message: problem };
  }
  for (const range of ranges) {
    const from = Number(values[range.from]);
    const to = Number(values[range.to]);
    if (!problems[range.from] && !problems[range.to] && values[range.from] && values[range.to] && from > to)
      problems[range.from] = { message: range.message };
  }
  const order = fields.map((field) => field.name);
  return Object.fromEntries(Object.entries(problems).sort(([a], [b]) => order.indexOf(a) - order.indexOf(b)));
}

function checkValue(field: FieldSpec, value: string, today: string): MessageDescriptor | null {
  switch (field.kind) {
    case 'number':
      return wholeNumber.test(value) && Number(value) > 0 ? null : m.notANumber;
    case 'year':
      return /^\d{4}$/.test(value) ? null : m.notAYear;
    case 'pages': {
      const pages = parsePages(value);
      if (!pages) return m.pagesFormat;
      return pages.start > pages.end ? m.pagesReversed : null;
    }
    case 'date':
      return field.notBeforeToday && value < today ? m.dateInPast : null;
    case 'phone':
      return /\d/.test(value) ? null : m.phoneRequired;
    case 'email': {
      const emails = splitEmails(value);
      return emails.length > 0 && emails.every(isValidEmail) ? null : m.emailInvalid;
    }
    default:
      return null;
  }
}

/** The body to send: the library as a number, numbers as numbers, the page range in two, empty fields left out. */
export function toBody(fields: readonly FieldSpec[], values: Values): Record<string, string | number> {
  const body: Record<string, string | number> = {};
  for (const field of fields) {
    const value = (values[field.name] ?? '').trim();
    if (!value || field.path) continue;
    switch (field.kind) {
      case 'number':
      case 'year':
      case 'library':
        body[field.name] = Number(value);
        break;
      case 'pages': {
        const pages = parsePages(value)!;
        body.pagina_inicial = pages.start;
        body.pagina_final = pages.end;
        break;
      }
      case 'email':
        body[field.name] = splitEmails(value).join(';');
        break;
      default:
        body[field.name] = value;
    }
  }
  return body;
}

/** The form field a server's field message belongs to (the page range is sent as two). */
export function formFieldOf(fields: readonly FieldSpec[], serverField: string): string {
  if (serverField === 'pagina_inicial' || serverField === 'pagina_final')
    return fields.find((field) => field.kind === 'pages')?.name ?? serverField;
  return serverField;
}
