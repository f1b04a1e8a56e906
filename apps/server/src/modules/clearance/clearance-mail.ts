import type { ApiLocale } from '../../i18n/locale.ts';
import { escapeHtml } from '../../mail/templates.ts';

/** Content id of the QR image the declaration mail shows inline. */
export const qrCid = 'qr-nada-consta@acervo';

const mailTexts: Record<
  ApiLocale,
  {
    subject: string;
    body: (name: string, institution: string) => string;
    check: string;
    code: string;
    qr: string;
  }
> = {
  pt: {
    subject: 'Declaração de nada consta',
    body: (name, institution) =>
      `Declaramos que ${name} não possui pendências (empréstimos ou débitos) com as bibliotecas da ${institution}.`,
    check: 'Confira a autenticidade em:',
    code: 'Código de verificação:',
    qr: 'Código QR que abre a página de verificação desta declaração',
  },
  en: {
    subject: 'Clearance declaration',
    body: (name, institution) =>
      `We declare that ${name} has no outstanding loans or debts with the libraries of ${institution}.`,
    check: 'Check its authenticity at:',
    code: 'Verification code:',
    qr: 'QR code that opens the verification page of this declaration',
  },
  es: {
    subject: 'Declaración de libre deuda',
    body: (name, institution) =>
      `Declaramos que ${name} no tiene pendientes (préstamos o deudas) con las bibliotecas de ${institution}.`,
    check: 'Verifique su autenticidad en:',
    code: 'Código de verificación:',
    qr: 'Código QR que abre la página de verificación de esta declaración',
  },
};

/** The declaration mail's subject, text and HTML (which shows the QR image attached as `qrCid`). */
export function clearanceMail(
  locale: ApiLocale,
  declaration: { codigoVerificacao: string; emitidoEm: string; nome: string; urlVerificacao: string },
  institution: string,
  timeZone: string,
) {
  const texts = mailTexts[locale];
  const issued = new Intl.DateTimeFormat(locale === 'pt' ? 'pt-BR' : locale, {
    dateStyle: 'long',
    timeZone,
  }).format(new Date(declaration.emitidoEm));
  return {
    subject: `${texts.subject} — ${institution}`,
    text: `${texts.body(declaration.nome, institution)}\n${issued}\n\n${texts.code} ${declaration.codigoVerificacao}\n${texts.check} ${declaration.urlVerificacao}\n`,
    html:
      `<p>${escapeHtml(texts.body(declaration.nome, institution))}</p><p>${escapeHtml(issued)}</p>` +
      `<p>${texts.code} <strong>${declaration.codigoVerificacao}</strong><br>${texts.check} ` +
      `<a href="${escapeHtml(declaration.urlVerificacao)}">${escapeHtml(declaration.urlVerificacao)}</a></p>` +
      `<p><img src="cid:${qrCid}" width="200" height="200" alt="${escapeHtml(texts.qr)}"></p>`,
  };
}
