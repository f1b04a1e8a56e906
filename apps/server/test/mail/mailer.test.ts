import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMailer, outboxFileName } from '../../src/mail/mailer.ts';
import { recoveryCodeMail } from '../../src/mail/templates.ts';

describe('mail', () => {
  describe('outbox (default)', () => {
    let folder: string;
    beforeAll(async () => {
      folder = await mkdtemp(path.join(tmpdir(), 'acervo-outbox-'));
    });
    afterAll(() => rm(folder, { recursive: true, force: true }));

    it('names files by time, sequence and recipient, so they sort in sending order', () => {
      const date = new Date('2026-03-04T05:06:07.089Z');
      expect(outboxFileName(date, 12, 'Ana.Souza@Example.org')).toBe(
        '20260304T050607089Z-000012-ana.souza@example.org.eml',
      );
      expect(outboxFileName(date, 1, 'we"ird/name@x.org')).toBe(
        '20260304T050607089Z-000001-we_ird_name@x.org.eml',
      );
    });

    it('writes each message as an .eml file with plain text and HTML parts', async () => {
      const mailer = createMailer({
        smtpUrl: undefined,
        from: 'Biblioteca <b@uniacervo.example>',
        outboxDir: folder,
      });
      expect(mailer.destination).toBe(folder);
      await mailer.send(
        recoveryCodeMail('en', {
          to: ['a@x.org', 'b@y.org'],
          name: 'Ana',
          institution: 'UA',
          code: '0042',
          minutes: 15,
        }),
      );
      await mailer.send(
        recoveryCodeMail('pt', {
          to: ['c@x.org'],
          name: 'Ana',
          institution: 'UA',
          code: '0043',
          minutes: 15,
        }),
      );
      const files = (await readdir(folder)).sort();
      expect(files).toHaveLength(2);
      expect(files[0]).toMatch(/-000001-a@x\.org\.eml$/);
      expect(files[1]).toMatch(/-000002-c@x\.org\.eml$/);
      const raw = await readFile(path.join(folder, files[0]!), 'utf8');
      expect(raw).toContain('From: Biblioteca <b@uniacervo.example>');
      expect(raw).toContain('To: a@x.org, b@y.org');
      expect(raw).toContain('Subject: 0042 is your password recovery code');
      expect(raw).toMatch(
        /Content-Type: text\/plain; charset=utf-8[\s\S]*Content-Type: text\/html; charset=utf-8/,
      );
      mailer.close();
    });
  });

  describe('SMTP (SMTP_URL)', () => {
    const received: { from: string; to: string[]; data: string }[] = [];
    let server: SMTPServer;
    let port: number;
    beforeAll(async () => {
      server = new SMTPServer({
        authOptional: true,
        disabledCommands: ['STARTTLS'],
        logger: false,
        onData(stream, session, callback) {
          let data = '';
          stream.setEncoding('utf8');
          stream.on('data', (chunk: string) => (data += chunk));
          stream.on('end', () => {
            received.push({
              from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
              to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
              data,
            });
            callback();
          });
        },
      });
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      port = (server.server.address() as AddressInfo).port;
    });
    afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

    it('sends through the configured server, translated, with both parts', async () => {
      const mailer = createMailer({
        smtpUrl: `smtp://127.0.0.1:${port}`,
        from: 'Biblioteca <b@uniacervo.example>',
        outboxDir: '/nonexistent',
      });
      expect(mailer.destination).toBe(`smtp://127.0.0.1:${port}`);
      await mailer.send(
        recoveryCodeMail('es', {
          to: ['ana@x.org'],
          name: 'Ana',
          institution: 'UA',
          code: '777111',
          minutes: 10,
        }),
      );
      mailer.close();
      expect(received).toHaveLength(1);
      expect(received[0]).toMatchObject({ from: 'b@uniacervo.example', to: ['ana@x.org'] });
      expect(received[0]!.data).toContain('Hola, Ana.');
      expect(received[0]!.data).toMatch(/^ {4}777111\r?$/m);
      expect(received[0]!.data).toContain('Content-Type: text/html');
    });
  });
});
