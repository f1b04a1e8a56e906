import type { ApiLocale } from '../i18n/locale.ts';
import type { MailMessage } from './mailer.ts';

/** Text safe to place in a mail's HTML. */
export const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!,
  );

const recoveryTexts = {
  pt: {
    subject: (code: string) => `${code} é o seu código para recuperar a senha`,
    greeting: (name: string) => `Olá, ${name}.`,
    intro: (institution: string) =>
      `Recebemos um pedido para cadastrar uma nova senha de acesso à biblioteca (${institution}).`,
    code: 'Seu código de verificação é:',
    expiry: (minutes: number) => `O código vale por ${minutes} minutos e só pode ser usado uma vez.`,
    ignore: 'Se não foi você, ignore esta mensagem: sua senha continua a mesma.',
  },
  en: {
    subject: (code: string) => `${code} is your password recovery code`,
    greeting: (name: string) => `Hello, ${name}.`,
    intro: (institution: string) => `We received a request to set a new library password (${institution}).`,
    code: 'Your verification code is:',
    expiry: (minutes: number) => `The code is valid for ${minutes} minutes and can be used only once.`,
    ignore: 'If this was not you, ignore this message: your password stays the same.',
  },
  es: {
    subject: (code: string) => `${code} es su código para recuperar la contraseña`,
    greeting: (name: string) => `Hola, ${name}.`,
    intro: (institution: string) =>
      `Recibimos una solicitud para crear una nueva contraseña de la biblioteca (${institution}).`,
    code: 'Su código de verificación es:',
    expiry: (minutes: number) =>
      `El código es válido durante ${minutes} minutos y solo puede usarse una vez.`,
    ignore: 'Si no fue usted, ignore este mensaje: su contraseña sigue siendo la misma.',
  },
} as const;

/** The password-recovery message, in the language the patron asked in. */
export function recoveryCodeMail(
  locale: ApiLocale,
  details: { to: string[]; name: string; institution: string; code: string; minutes: number },
): MailMessage {
  const t = recoveryTexts[locale];
  const lines = [
    t.greeting(details.name),
    '',
    t.intro(details.institution),
    t.code,
    '',
    `    ${details.code}`,
    '',
    t.expiry(details.minutes),
    t.ignore,
  ];
  const html = `<!doctype html>
<html lang="${locale === 'pt' ? 'pt-BR' : locale}">
<body style="font-family: Arial, sans-serif; font-size: 16px; line-height: 1.5; color: #1a1a1a">
<p>${escapeHtml(t.greeting(details.name))}</p>
<p>${escapeHtml(t.intro(details.institution))}<br>${escapeHtml(t.code)}</p>
<p style="font-size: 28px; font-weight: bold; letter-spacing: 4px">${escapeHtml(details.code)}</p>
<p>${escapeHtml(t.expiry(details.minutes))}</p>
<p>${escapeHtml(t.ignore)}</p>
</body>
</html>`;
  return { to: details.to, subject: t.subject(details.code), text: `${lines.join('\n')}\n`, html };
}
