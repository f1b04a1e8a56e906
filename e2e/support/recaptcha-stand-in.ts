import { randomBytes } from 'node:crypto';
import { createServer, type ServerResponse } from 'node:http';
import { readForm } from './read-form.ts';

/** The checkbox's label in the languages the portal asks for with `hl` (Google's own wording). */
const labels: Record<string, string> = {
  'pt-BR': 'Não sou um robô',
  en: "I'm not a robot",
  es: 'No soy un robot',
  fr: 'Je ne suis pas un robot',
  it: 'Non sono un robot',
};

function send(response: ServerResponse, type: string, body: string, status = 200) {
  response.writeHead(status, { 'content-type': `${type}; charset=utf-8`, 'cache-control': 'no-store' });
  response.end(body);
}

/**
 * The `grecaptcha` the portal uses, as Google's api.js shapes it: `render` puts a frame from the
 * captcha's origin into the element; ticking the checkbox there gets a token and the frame posts
 * it back, which calls `callback`. `reset` draws a fresh, unticked frame.
 */
const apiJs = `(() => {
  const src = new URL(document.currentScript.src);
  const origin = src.origin;
  const hl = src.searchParams.get('hl') || 'en';
  const widgets = [];
  function draw(widget) {
    const frame = document.createElement('iframe');
    frame.title = 'reCAPTCHA';
    frame.src = origin + '/anchor?' + new URLSearchParams({ k: widget.sitekey, hl, id: String(widget.id) });
    frame.width = widget.size === 'compact' ? '164' : '304';
    frame.height = widget.size === 'compact' ? '144' : '78';
    frame.style.border = '0';
    widget.token = '';
    widget.element.replaceChildren(frame);
  }
  window.addEventListener('message', (event) => {
    if (event.origin !== origin || !event.data || event.data.type !== 'recaptcha-stand-in') return;
    const widget = widgets[event.data.id];
    if (!widget) return;
    widget.token = event.data.token;
    if (widget.callback) widget.callback(widget.token);
  });
  window.grecaptcha = {
    ready(callback) { callback(); },
    render(element, options) {
      const host = typeof element === 'string' ? document.getElementById(element) : element;
      const widget = { id: widgets.length, element: host, sitekey: options.sitekey, size: options.size,
        callback: options.callback, expired: options['expired-callback'], token: '' };
      widgets.push(widget);
      draw(widget);
      return widget.id;
    },
    getResponse(id = 0) { return widgets[id] ? widgets[id].token : ''; },
    reset(id = 0) { if (widgets[id]) draw(widgets[id]); },
  };
})();
`;

function anchorPage(siteKey: string, hl: string, id: string): string {
  const label = labels[hl] ?? labels.en!;
  return `<!doctype html><html lang="${hl === 'pt-BR' ? 'pt-BR' : hl}"><head><title>reCAPTCHA</title></head>
<body style="margin:0;font:14px sans-serif"><label style="display:block;padding:24px 12px">
<input type="checkbox" id="check"> ${label}</label>
<script>
  const check = document.getElementById('check');
  check.addEventListener('change', async () => {
    if (!check.checked) return check.checked = true;
    check.disabled = true;
    const answer = await fetch('/token', { method: 'POST', body: new URLSearchParams({ k: ${JSON.stringify(siteKey)} }) });
    const token = await answer.text();
    parent.postMessage({ type: 'recaptcha-stand-in', id: ${JSON.stringify(Number(id))}, token }, '*');
    // Google's widget shows its tick only once verified; journeys wait for this before submitting.
    document.body.dataset.verified = 'true';
  });
</script></body></html>`;
}

/**
 * A stand-in for Google reCAPTCHA v2 that speaks its wire protocol, for journeys on a machine that
 * cannot reach Google (ADR 048): `api.js` (the widget, an accessible "I'm not a robot" checkbox in
 * a frame) and `siteverify` (secret + token → `success`, `error-codes`). Tokens are single-use,
 * as Google's are.
 */
export async function startRecaptchaStandIn(options: {
  port: number;
  siteKey: string;
  secret: string;
}): Promise<{ scriptUrl: string; verifyUrl: string; close: () => Promise<void> }> {
  const issued = new Set<string>();
  const spent = new Set<string>();
  const server = createServer((request, response) => {
    void (async () => {
      const url = new URL(request.url ?? '/', 'http://stand-in');
      if (url.pathname === '/recaptcha/api.js') return send(response, 'text/javascript', apiJs);
      if (url.pathname === '/anchor') {
        return send(
          response,
          'text/html',
          anchorPage(
            url.searchParams.get('k') ?? '',
            url.searchParams.get('hl') ?? 'en',
            url.searchParams.get('id') ?? '0',
          ),
        );
      }
      if (url.pathname === '/token' && request.method === 'POST') {
        const form = await readForm(request);
        if (form.get('k') !== options.siteKey) return send(response, 'text/plain', 'invalid site key', 400);
        const token = randomBytes(24).toString('base64url');
        issued.add(token);
        return send(response, 'text/plain', token);
      }
      if (url.pathname === '/recaptcha/api/siteverify' && request.method === 'POST') {
        const form = await readForm(request);
        const secret = form.get('secret');
        const token = form.get('response');
        const errors = !secret
          ? ['missing-input-secret']
          : secret !== options.secret
            ? ['invalid-input-secret']
            : !token
              ? ['missing-input-response']
              : spent.has(token)
                ? ['timeout-or-duplicate']
                : !issued.has(token)
                  ? ['invalid-input-response']
                  : [];
        if (errors.length > 0)
          return send(
            response,
            'application/json',
            JSON.stringify({ success: false, 'error-codes': errors }),
          );
        issued.delete(token!);
        spent.add(token!);
        return send(
          response,
          'application/json',
          JSON.stringify({ success: true, challenge_ts: new Date().toISOString(), hostname: '127.0.0.1' }),
        );
      }
      send(response, 'text/plain', 'not found', 404);
    })().catch((error: unknown) => response.writeHead(500).end(String(error)));
  });
  await new Promise<void>((resolve) => server.listen(options.port, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${options.port}`;
  return {
    scriptUrl: `${base}/recaptcha/api.js`,
    verifyUrl: `${base}/recaptcha/api/siteverify`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
