/**
 * The sign-language widget (spec §1 "sign language"): a script the deployment configures
 * (`VITE_SIGN_LANGUAGE_WIDGET_URL`, e.g. the Brazilian government's VLibras plugin). With none
 * configured the option is not offered (ADR 042).
 */
export const signLanguageWidgetUrl: string | undefined =
  import.meta.env.VITE_SIGN_LANGUAGE_WIDGET_URL || undefined;

const scriptId = 'acervo-libras';

type VLibrasGlobal = { VLibras?: { Widget: new (url?: string) => unknown } };

export function loadSignLanguageWidget(url = signLanguageWidgetUrl): void {
  if (!url || document.getElementById(scriptId)) return;
  // VLibras looks for this markup to mount its button and player.
  const host = document.createElement('div');
  host.setAttribute('vw', '');
  host.className = 'enabled';
  host.innerHTML =
    '<div vw-access-button class="active"></div><div vw-plugin-wrapper><div class="vw-plugin-top-wrapper"></div></div>';
  document.body.append(host);
  const script = document.createElement('script');
  script.id = scriptId;
  script.src = url;
  script.async = true;
  script.onload = () => {
    const { VLibras } = window as unknown as VLibrasGlobal;
    if (VLibras) new VLibras.Widget(new URL('.', url).href);
  };
  document.head.append(script);
}

/** Turning it off removes the widget; a reload clears what the script left behind. */
export function unloadSignLanguageWidget(): void {
  document.getElementById(scriptId)?.remove();
  document.querySelector('[vw]')?.remove();
}
