import type { MailMessage } from '../../mail/mailer.ts';
import { escapeHtml } from '../../mail/templates.ts';

type SupportRequest = {
  to: string;
  number: number;
  subject: string;
  message: string;
  patron: { name: string; login: string; email: string | null };
};

/** The message the library's support desk receives; in Portuguese, the staff's language. */
export function supportMail(request: SupportRequest): MailMessage {
  const from = `${request.patron.name} (${request.patron.login}${request.patron.email ? `, ${request.patron.email}` : ''})`;
  const heading = `Mensagem de suporte nº ${request.number} enviada pelo portal por ${from}.`;
  return {
    to: [request.to],
    subject: `[Suporte nº ${request.number}] ${request.subject}`,
    text: `${heading}\n\n${request.message}\n`,
    html: `<!doctype html>
<html lang="pt-BR">
<body>
<p>${escapeHtml(heading)}</p>
<p style="white-space: pre-wrap">${escapeHtml(request.message)}</p>
</body>
</html>`,
  };
}
