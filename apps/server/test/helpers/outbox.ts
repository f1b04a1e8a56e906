import { readdir, readFile } from 'node:fs/promises';
import PostalMime from 'postal-mime';
import path from 'node:path';
import type { Mailer } from '../../src/mail/mailer.ts';

/** The messages in a data folder's outbox, oldest first (file names sort by time). */
export async function outboxMessages(dataDir: string): Promise<{ name: string; raw: string }[]> {
  const folder = path.join(dataDir, 'outbox');
  const names = (await readdir(folder).catch(() => [] as string[]))
    .filter((name) => name.endsWith('.eml'))
    .sort();
  return Promise.all(
    names.map(async (name) => ({ name, raw: await readFile(path.join(folder, name), 'utf8') })),
  );
}

/** The recovery code in the newest message to an address. */
export async function latestCode(dataDir: string, recipient: string): Promise<string> {
  const messages = (await outboxMessages(dataDir)).filter((message) =>
    message.name.endsWith(`-${recipient}.eml`),
  );
  const raw = messages.at(-1)?.raw ?? '';
  // The code stands alone on an indented line of the plain-text part.
  const match = /^ {4}(\d{4,10})\r?$/m.exec(raw);
  if (!match) throw new Error(`no recovery code for ${recipient}`);
  return match[1]!;
}

/** A raw outbox message decoded (headers, text and HTML parts, attachments), as a mail client reads it. */
export const parseMessage = (raw: string) => PostalMime.parse(raw);

/** A mail server that is down: every send fails; `attempts` counts the tries. */
export function downMailer(): Mailer & { readonly attempts: number } {
  let attempts = 0;
  return {
    destination: 'smtp://down.test',
    get attempts() {
      return attempts;
    },
    async send() {
      attempts++;
      throw new Error('connection refused');
    },
    close: () => undefined,
  };
}
