import { readFileSync } from 'node:fs';
import CSL from 'citeproc';
import { serverDataPath } from '../../../catalogue-import/server-files.ts';
import type { ApiLocale } from '../../../i18n/locale.ts';
import type { CslItem } from './csl-item.ts';

/**
 * Formatted references through citeproc-js with the CSL styles and locales shipped in
 * `data/csl` (CC BY-SA 3.0, see data/csl/SOURCE.txt): ABNT NBR 6023 and APA.
 */
export type ReferenceStyle = 'abnt' | 'apa';

const STYLE_FILES: Record<ReferenceStyle, string> = {
  abnt: 'associacao-brasileira-de-normas-tecnicas.csl',
  apa: 'apa.csl',
};
const LOCALES: Record<ApiLocale, string> = { pt: 'pt-BR', en: 'en-US', es: 'es-ES' };

const cache = new Map<string, string>();
function dataFile(name: string): string {
  let text = cache.get(name);
  if (text === undefined) {
    text = readFileSync(serverDataPath('csl', name), 'utf8');
    cache.set(name, text);
  }
  return text;
}

function retrieveLocale(lang: string): string {
  const known = ['pt-BR', 'en-US', 'es-ES', 'fr-FR', 'it-IT'];
  const file =
    known.find((code) => code === lang) ?? known.find((code) => code.startsWith(lang.slice(0, 2))) ?? 'en-US';
  return dataFile(`locales-${file}.xml`);
}

export type FormattedReference = { id: string; html: string; texto: string };

type Engine = InstanceType<typeof CSL.Engine>;

/**
 * Building an engine parses the style and its locale: about a second for APA, far more on a busy
 * machine. So engines are kept per style and language, switched between HTML and text output, and
 * reused; `updateItems` replaces their items each call. This module runs in the references worker
 * (reference-worker.ts), where the parse never holds up HTTP handling (ADR 054). Calls are
 * synchronous, so the shared item map cannot be read by two calls at once.
 *
 * An APA engine holds about 90 MB of parsed style (ABNT about 1 MB), so at most MAX_ENGINES are
 * kept, the least recently used going first (ADR 137): ABNT and the APA of the language last asked
 * for. A patron switching APA's language pays one parse.
 */
const MAX_ENGINES = 2;
const engines = new Map<string, Engine>();
let currentItems = new Map<string, CslItem>();

function engineFor(style: ReferenceStyle, lang: string): Engine {
  const key = `${style}|${lang}`;
  let engine = engines.get(key);
  if (engine) {
    engines.delete(key);
    engines.set(key, engine);
  } else {
    engine = new CSL.Engine(
      { retrieveLocale, retrieveItem: (id) => currentItems.get(id) },
      dataFile(STYLE_FILES[style]),
      lang,
      true,
    );
    engines.set(key, engine);
    while (engines.size > MAX_ENGINES) engines.delete(engines.keys().next().value!);
  }
  return engine;
}

/** ABNT is always in Brazilian Portuguese (the standard's language), APA in the caller's language. */
const languageOf = (style: ReferenceStyle, locale: ApiLocale) =>
  style === 'abnt' ? 'pt-BR' : LOCALES[locale];

/** What the worker builds as it starts: ABNT, the default reference; APA is built when asked for. */
export const PRELOADED_VARIANTS: ReadonlyArray<readonly [ReferenceStyle, ApiLocale]> = [['abnt', 'pt']];

/** Builds the engine of one style and language now, so the first reference is not the one to pay. */
export function preloadStyle(style: ReferenceStyle, locale: ApiLocale): void {
  engineFor(style, languageOf(style, locale));
}

/** The references of the items in the style, in the order of the items given. */
export function formatReferences(
  items: CslItem[],
  style: ReferenceStyle,
  locale: ApiLocale,
): FormattedReference[] {
  if (items.length === 0) return [];
  const engine = engineFor(style, languageOf(style, locale));
  const ids = items.map((item) => item.id);
  const render = (format: 'html' | 'text') => {
    currentItems = new Map(items.map((item) => [item.id, item]));
    engine.setOutputFormat(format);
    engine.updateItems(ids);
    const result = engine.makeBibliography();
    // citeproc sorts the bibliography by the style's rules; map entries back by id.
    const entries = result ? result[1] : [];
    const meta = result ? (result[0] as { entry_ids?: string[][] }) : {};
    const order = meta.entry_ids?.map((entry) => entry[0]!) ?? ids;
    return new Map(order.map((id, index) => [id, (entries[index] ?? '').trim()]));
  };
  const html = render('html');
  const text = render('text');
  return items.map((item) => ({
    id: item.id,
    html: (html.get(item.id) ?? '').replace(/^<div class="csl-entry">|<\/div>$/g, '').trim(),
    texto: text.get(item.id) ?? '',
  }));
}
