import { useCallback, useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { localeAtom, localeTags } from '../../lib/intl/locale.ts';
import { useAtomValue } from '../../lib/jotai.ts';
import { authMessages } from './auth-messages.ts';

type GoogleRecaptcha = {
  ready: (callback: () => void) => void;
  render: (
    element: HTMLElement,
    options: {
      sitekey: string;
      size: 'normal' | 'compact';
      callback: (token: string) => void;
      'expired-callback': () => void;
    },
  ) => number;
  reset: (id: number) => void;
};

const scriptId = 'acervo-recaptcha';
const googleScriptUrl = 'https://www.google.com/recaptcha/api.js';

/** Google's api.js, or the stand-in the server names (ADR 048), asked for explicit rendering. */
function loadScript(scriptUrl: string, hl: string): Promise<GoogleRecaptcha> {
  return new Promise((resolve) => {
    const ready = () => {
      const grecaptcha = (window as unknown as { grecaptcha?: GoogleRecaptcha }).grecaptcha;
      if (grecaptcha) grecaptcha.ready(() => resolve(grecaptcha));
    };
    if (document.getElementById(scriptId)) return ready();
    const script = document.createElement('script');
    script.id = scriptId;
    const src = new URL(scriptUrl, window.location.href);
    src.searchParams.set('render', 'explicit');
    src.searchParams.set('hl', hl);
    script.src = src.href;
    script.async = true;
    script.onload = ready;
    document.head.append(script);
  });
}

/**
 * Google reCAPTCHA when the institution uses it (activity 1120; the server hands out the site key
 * and the widget script's address).
 * Compact under 576 px wide (spec §9).
 */
export function Recaptcha({
  siteKey,
  scriptUrl,
  onToken,
}: {
  siteKey: string;
  /** The institution's `recaptcha_script_url`; Google's when the server names none. */
  scriptUrl: string | null;
  onToken: (token: string | null) => void;
}) {
  const intl = useIntl();
  const locale = useAtomValue(localeAtom);
  const host = useRef<HTMLDivElement>(null);
  useEffect(() => {
    let cancelled = false;
    void loadScript(scriptUrl ?? googleScriptUrl, localeTags[locale]).then((grecaptcha) => {
      if (cancelled || !host.current) return;
      host.current.replaceChildren();
      grecaptcha.render(host.current, {
        sitekey: siteKey,
        size: window.matchMedia('(max-width: 575.98px)').matches ? 'compact' : 'normal',
        callback: (token) => onToken(token),
        'expired-callback': () => onToken(null),
      });
    });
    return () => {
      cancelled = true;
    };
  }, [siteKey, scriptUrl, locale, onToken]);
  return <div ref={host} aria-label={intl.formatMessage(authMessages.captcha)} />;
}

/** The captcha with its message below; a new `round` draws a fresh widget (a token is single-use). */
export function CaptchaField({
  round,
  error,
  ...widget
}: Parameters<typeof Recaptcha>[0] & { round: number; error: string | undefined }) {
  return (
    <div>
      <Recaptcha key={round} {...widget} />
      {error ? <p role="alert">{error}</p> : null}
    </div>
  );
}

/**
 * A form's captcha: the current token, `spend()` for after the server has seen it (the next
 * request needs a fresh widget, ADR 048), and `field(error)` to render it where the form wants it.
 * Without a site key the institution asks no captcha: no token is needed and nothing renders.
 */
export function useCaptcha(parametros: {
  recaptcha_site_key: string | null;
  recaptcha_script_url: string | null;
}) {
  const [token, setToken] = useState<string | null>(null);
  const [round, setRound] = useState(0);
  const siteKey = parametros.recaptcha_site_key;
  const onToken = useCallback((value: string | null) => setToken(value), []);
  const spend = useCallback(() => {
    if (!siteKey) return;
    setToken(null);
    setRound((current) => current + 1);
  }, [siteKey]);
  const field = (error: string | undefined) =>
    siteKey ? (
      <CaptchaField
        round={round}
        siteKey={siteKey}
        scriptUrl={parametros.recaptcha_script_url}
        onToken={onToken}
        error={error}
      />
    ) : null;
  return { asked: Boolean(siteKey), token, spend, field };
}
