import type { ApiLocale } from '../../i18n/locale.ts';
import type { MailMessage } from '../../mail/mailer.ts';
import { escapeHtml } from '../../mail/templates.ts';
import { formatDateTimeIn } from '../../time/library-time.ts';
import type { StorageRequestRow } from './storage-requests-repository.ts';

/** Date and time as the desk and the patron read them, in the library's time zone. */
export const formatDeskTime = formatDateTimeIn;

const describe = (row: StorageRequestRow) =>
  [
    row.titulo,
    row.volume && `v. ${row.volume}`,
    row.tomo && `t. ${row.tomo}`,
    row.parte && `pt. ${row.parte}`,
  ]
    .filter(Boolean)
    .join(', ');

function table(headers: string[], rows: string[][]) {
  const head = headers.map((header) => `<th scope="col">${escapeHtml(header)}</th>`).join('');
  const body = rows
    .map((cells) => `<tr>${cells.map((cell) => `<td>${escapeHtml(cell)}</td>`).join('')}</tr>`)
    .join('');
  return `<table><thead><tr>${head}</tr></thead><tbody>${body}</tbody></table>`;
}

/**
 * To the library: what to fetch and where it is. There is no staff screen yet, so this message is
 * the desk's work list; written in Portuguese, like the other staff-facing texts (ADR 064).
 */
export function libraryStorageMail(
  to: string,
  patron: { nome: string; usuario: string },
  rows: readonly StorageRequestRow[],
  zone: string,
): MailMessage {
  const first = rows[0]!;
  const headers = ['Tombo', 'Título', 'Armazém', 'Posição', 'Previsão'];
  const cells = rows.map((row) => [
    row.tombo,
    describe(row),
    row.armazem,
    row.posicao,
    formatDeskTime(row.previsao, zone),
  ]);
  const intro = `Pedido ${first.cod_solicitacao} de ${patron.nome} (${patron.usuario}): trazer ao balcão ${rows.length} exemplar(es) do armazém.`;
  return {
    to: [to],
    subject: `Pedido ao armazém nº ${first.cod_solicitacao} (${rows.length} ${rows.length === 1 ? 'exemplar' : 'exemplares'})`,
    text: `${intro}\n\n${cells.map((line) => line.join(' | ')).join('\n')}\n`,
    html: `<p>${escapeHtml(intro)}</p>${table(headers, cells)}`,
  };
}

const patronTexts: Record<
  ApiLocale,
  {
    subject: (n: number) => string;
    greeting: (name: string) => string;
    intro: (library: string) => string;
    headers: string[];
  }
> = {
  pt: {
    subject: (n) => `Pedido ao armazém nº ${n}`,
    greeting: (name) => `Olá, ${name}.`,
    intro: (library) =>
      `A ${library} recebeu seu pedido. Retire os exemplares no balcão a partir da previsão:`,
    headers: ['Tombo', 'Título', 'Previsão'],
  },
  en: {
    subject: (n) => `Closed-storage request no. ${n}`,
    greeting: (name) => `Hello, ${name}.`,
    intro: (library) =>
      `${library} received your request. Collect the copies at the desk from the expected time:`,
    headers: ['Accession no.', 'Title', 'Expected'],
  },
  es: {
    subject: (n) => `Pedido al depósito nº ${n}`,
    greeting: (name) => `Hola, ${name}.`,
    intro: (library) =>
      `${library} recibió su pedido. Retire los ejemplares en el mostrador a partir de la previsión:`,
    headers: ['Registro', 'Título', 'Previsión'],
  },
};

/** To the patron: the receipt of what was asked for and when each copy is expected at the desk. */
export function patronStorageMail(
  locale: ApiLocale,
  to: string[],
  nome: string,
  rows: readonly StorageRequestRow[],
  zone: string,
): MailMessage {
  const t = patronTexts[locale];
  const first = rows[0]!;
  const cells = rows.map((row) => [row.tombo, describe(row), formatDeskTime(row.previsao, zone)]);
  return {
    to,
    subject: t.subject(first.cod_solicitacao),
    text: `${t.greeting(nome)}\n\n${t.intro(first.desc_biblioteca)}\n\n${cells.map((line) => line.join(' | ')).join('\n')}\n`,
    html: `<p>${escapeHtml(t.greeting(nome))}</p><p>${escapeHtml(t.intro(first.desc_biblioteca))}</p>${table(t.headers, cells)}`,
  };
}
