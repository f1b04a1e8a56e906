/**
 * MARC language codes (008/35-37, 041) and their names. MARC codes are ISO 639-2/B codes plus a
 * few of MARC's own; ICU, built into Node, knows the ISO ones, so a code met for the first time
 * gets real names in Portuguese, English and Spanish instead of the bare code.
 */

/** MARC's own codes, which ICU does not name. */
const MARC_ONLY: Record<string, [string, string, string]> = {
  mul: ['Múltiplos idiomas', 'Multiple languages', 'Múltiples idiomas'],
  und: ['Indeterminado', 'Undetermined', 'Indeterminado'],
  zxx: ['Sem conteúdo linguístico', 'No linguistic content', 'Sin contenido lingüístico'],
  mis: ['Idiomas diversos', 'Miscellaneous languages', 'Lenguas misceláneas'],
  sgn: ['Línguas de sinais', 'Sign languages', 'Lenguas de signos'],
};

const displayNames = {
  pt: new Intl.DisplayNames(['pt-BR'], { type: 'language', fallback: 'none' }),
  en: new Intl.DisplayNames(['en'], { type: 'language', fallback: 'none' }),
  es: new Intl.DisplayNames(['es'], { type: 'language', fallback: 'none' }),
};

function nameIn(locale: keyof typeof displayNames, code: string): string | undefined {
  try {
    const name = displayNames[locale].of(code);
    return name && name !== code && name !== 'root' ? name : undefined;
  } catch {
    return undefined;
  }
}

export function isLanguageCodeShape(code: string | null | undefined): code is string {
  return !!code && /^[a-z]{3}$/.test(code);
}

/** Whether the code names a language ICU or MARC knows: the test for codes guessed from a damaged 008. */
export function isKnownLanguage(code: string): boolean {
  return code in MARC_ONLY || nameIn('en', code) !== undefined;
}

const capitalise = (name: string) => name.charAt(0).toLocaleUpperCase('pt-BR') + name.slice(1);

/** Names for the `idioma` table, `{ pt, en, es }`; the code itself where none is known. */
export function languageNames(code: string): { pt: string; en: string; es: string } {
  const marc = MARC_ONLY[code];
  if (marc) return { pt: marc[0], en: marc[1], es: marc[2] };
  return {
    pt: capitalise(nameIn('pt', code) ?? code),
    en: capitalise(nameIn('en', code) ?? code),
    es: capitalise(nameIn('es', code) ?? code),
  };
}
