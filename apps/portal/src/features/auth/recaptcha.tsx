import { useEffect, useRef } from 'react';
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

function loadScript(hl: string): Promise<GoogleRecaptcha> {
  return new Promise((resolve) => {
    const ready = () => {
      const grecaptcha = (window as unknown as { grecaptcha?: GoogleRecaptcha }).grecaptcha;
      if (grecaptcha) grecaptcha.ready(() => resolve(grecaptcha));
    };
    if (document.getElementById(scriptId)) return ready();
    const script = document.createElement('script');
    script.id = scriptId;
    script.src = `https://www.google.com/recaptcha/api.js?render=explicit&hl=${encodeURIComponent(hl)}`;
    script.async = true;
    script.onload = ready;
    document.head.append(script);
  });
}

/**
 * Google reCAPTCHA when the institution uses it (activity 1120; the server hands out the site key).
 * Compact under 576 px wide (spec §9).
 */
export function Recaptcha({
  siteKey,
  onToken,
}: {
  siteKey: string;
  onToken: (token: string | null) => void;
}) {
  const intl = useIntl();
  const locale = useAtomValue(localeAtom);
  const host = useRef<HTMLDivElement>(null);
  useEffect(() => {
    let cancelled = false;
    void loadScript(localeTags[locale]).then((grecaptcha) => {
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
  }, [siteKey, locale, onToken]);
  return <div ref={host} aria-label={intl.formatMessage(authMessages.captcha)} />;
}
