import type { IncomingMessage } from 'node:http';

/** An `application/x-www-form-urlencoded` request body, as the stand-in services receive forms. */
export function readForm(request: IncomingMessage): Promise<URLSearchParams> {
  return new Promise((resolve, reject) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (body += chunk));
    request.on('end', () => resolve(new URLSearchParams(body)));
    request.on('error', reject);
  });
}
