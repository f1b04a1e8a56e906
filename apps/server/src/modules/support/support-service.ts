import type { Database } from '../../db/database.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { supportMail } from './support-mail.ts';
import { storeSupportMessage } from './support-repository.ts';

type Patron = { codPessoa: number; codLogin: number };

/** A support message is stored for the staff, and mailed to the support desk when one is set (ADR 005). */
export function createSupportService(db: Database, mailer: Mailer, supportEmail: string | undefined) {
  return {
    /** Stores and sends the message; answers its number. */
    async send(me: Patron, { assunto, mensagem }: { assunto: string; mensagem: string }) {
      const stored = await storeSupportMessage(db, {
        codPessoa: me.codPessoa,
        codLogin: me.codLogin,
        assunto,
        mensagem,
        sentTo: supportEmail ?? null,
      });
      if (supportEmail) {
        await mailer.send(
          supportMail({
            to: supportEmail,
            number: stored.codigo,
            subject: assunto,
            message: mensagem,
            patron: { name: stored.nome, login: stored.login, email: stored.email },
          }),
        );
      }
      return stored.codigo;
    },
  };
}
