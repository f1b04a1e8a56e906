import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';

/** One message: plain text and HTML versions of the same content. */
export type MailMessage = {
  to: string[];
  subject: string;
  text: string;
  html: string;
  /**
   * Files sent along (nodemailer's attachment shape), e.g. an exported basket; one with a `cid` is
   * shown inside the HTML (`<img src="cid:…">`), e.g. a QR code.
   */
  attachments?: { filename: string; content: string | Buffer; contentType?: string; cid?: string }[];
};

export type Mailer = {
  send(message: MailMessage): Promise<void>;
  /** Where messages go, for the start-up log: the outbox folder or the SMTP host. */
  readonly destination: string;
  close(): void;
};

/** A file name that sorts by time and says who the message is for. */
export function outboxFileName(date: Date, sequence: number, recipient: string): string {
  const stamp = date.toISOString().replace(/[-:]/g, '').replace('.', '');
  const safe = recipient
    .toLowerCase()
    .replace(/[^a-z0-9@._+-]/g, '_')
    .slice(0, 100);
  return `${stamp}-${String(sequence % 1_000_000).padStart(6, '0')}-${safe}.eml`;
}

/**
 * Mail through nodemailer (ADR 036). Without SMTP_URL every message is written as an `.eml` file
 * into `<DATA_DIR>/outbox/` (recovery codes can be read locally; the end-to-end tests read them);
 * with SMTP_URL it goes to that server.
 */
export function createMailer(options: {
  smtpUrl: string | undefined;
  from: string;
  outboxDir: string;
}): Mailer {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    const host = new URL(options.smtpUrl).host;
    return {
      destination: `smtp://${host}`,
      async send(message) {
        await transport.sendMail({ from: options.from, ...message });
      },
      close: () => transport.close(),
    };
  }

  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  let sequence = 0;
  return {
    destination: options.outboxDir,
    async send(message) {
      const info = await transport.sendMail({ from: options.from, ...message });
      await mkdir(options.outboxDir, { recursive: true });
      const name = outboxFileName(new Date(), ++sequence, message.to[0] ?? 'unknown');
      // Write then rename, so a reader polling the folder never sees half a message.
      const partial = path.join(options.outboxDir, `.${name}.partial`);
      await writeFile(partial, info.message as Buffer);
      await rename(partial, path.join(options.outboxDir, name));
    },
    close: () => transport.close(),
  };
}
