import { toBrazilianDate } from '@acervo/contract';
import type { ApiLocale } from '../../i18n/locale.ts';
import type { MailMessage } from '../../mail/mailer.ts';
import { escapeHtml } from '../../mail/templates.ts';
import type { RenewalOutcome } from './renewals.ts';

const texts: Record<
  ApiLocale,
  {
    subject: (count: number) => string;
    greeting: (name: string) => string;
    intro: string;
    title: string;
    due: string;
    renewals: string;
    closing: string;
  }
> = {
  pt: {
    subject: (count) => `Comprovante de renovação (${count} ${count === 1 ? 'item' : 'itens'})`,
    greeting: (name) => `Olá, ${name}.`,
    intro: 'Os empréstimos abaixo foram renovados. Confira as novas datas de devolução:',
    title: 'Título',
    due: 'Devolução prevista',
    renewals: 'Renovações',
    closing: 'Guarde este e-mail como comprovante.',
  },
  en: {
    subject: (count) => `Renewal receipt (${count} ${count === 1 ? 'item' : 'items'})`,
    greeting: (name) => `Hello, ${name}.`,
    intro: 'The loans below were renewed. These are the new due dates:',
    title: 'Title',
    due: 'Due date',
    renewals: 'Renewals',
    closing: 'Keep this e-mail as your receipt.',
  },
  es: {
    subject: (count) => `Comprobante de renovación (${count} ${count === 1 ? 'ítem' : 'ítems'})`,
    greeting: (name) => `Hola, ${name}.`,
    intro: 'Los préstamos abajo fueron renovados. Estas son las nuevas fechas de devolución:',
    title: 'Título',
    due: 'Devolución prevista',
    renewals: 'Renovaciones',
    closing: 'Guarde este correo como comprobante.',
  },
};

/**
 * The one message a patron gets after renewing (one, several or all loans): every renewed item
 * with its new due date, in the language the renewal was asked in. Refused items are not listed:
 * the answer on screen already explains them, and the receipt is proof of what was renewed.
 */
export function renewalReceiptMail(
  locale: ApiLocale,
  details: { to: string[]; name: string; renewed: readonly RenewalOutcome[] },
): MailMessage {
  const t = texts[locale];
  const rows = details.renewed.map((item) => ({
    title: item.descricao ?? '',
    due: toBrazilianDate(item.dataDevolucaoPrevista!),
    renewals: String(item.qtdeRenovacoes ?? ''),
  }));
  const text = [
    t.greeting(details.name),
    '',
    t.intro,
    '',
    ...rows.map((row) => `- ${row.title}\n  ${t.due}: ${row.due} (${t.renewals}: ${row.renewals})`),
    '',
    t.closing,
    '',
  ].join('\n');
  const cell = 'style="border: 1px solid #767676; padding: 4px 8px; text-align: left"';
  const html = `<!doctype html>
<html lang="${locale === 'pt' ? 'pt-BR' : locale}">
<body style="font-family: Arial, sans-serif; font-size: 16px; line-height: 1.5; color: #1a1a1a">
<p>${escapeHtml(t.greeting(details.name))}</p>
<p>${escapeHtml(t.intro)}</p>
<table style="border-collapse: collapse">
<thead><tr><th scope="col" ${cell}>${t.title}</th><th scope="col" ${cell}>${t.due}</th><th scope="col" ${cell}>${t.renewals}</th></tr></thead>
<tbody>
${rows.map((row) => `<tr><td ${cell}>${escapeHtml(row.title)}</td><td ${cell}>${row.due}</td><td ${cell}>${row.renewals}</td></tr>`).join('\n')}
</tbody>
</table>
<p>${escapeHtml(t.closing)}</p>
</body>
</html>`;
  return { to: details.to, subject: t.subject(rows.length), text, html };
}
