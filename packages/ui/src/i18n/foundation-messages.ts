import { useLocale } from 'react-aria-components';

/**
 * Strings owned by the foundation components (shell, loading, accessibility panel, language
 * selector). Portuguese is the source; the type makes every locale carry every key. Apps can
 * override any of them through the components' props.
 */
const pt = {
  skipToContent: 'Pular para o conteúdo principal',
  loading: 'Carregando…',
  pageLoading: 'Carregando a página…',
  accessibility: 'Acessibilidade',
  zoom: 'Zoom',
  zoomValue: '+{value}%',
  colours: 'Cores',
  colourNormal: 'Normal',
  colourInverted: 'Invertidas',
  colourGrayscale: 'Tons de cinza',
  colourHighContrast: 'Alto contraste',
  boldText: 'Texto em negrito',
  signLanguage: 'Língua de sinais (Libras)',
  darkMode: 'Modo escuro',
  darkModeIgnored: 'Sem efeito com alto contraste ou cores invertidas.',
  resetSettings: 'Restaurar padrões',
  language: 'Idioma',
  homeLink: '{name} – página inicial',
} as const;

export type FoundationMessageKey = keyof typeof pt;
export type FoundationMessages = Readonly<Record<FoundationMessageKey, string>>;

const en: FoundationMessages = {
  skipToContent: 'Skip to main content',
  loading: 'Loading…',
  pageLoading: 'Loading the page…',
  accessibility: 'Accessibility',
  zoom: 'Zoom',
  zoomValue: '+{value}%',
  colours: 'Colours',
  colourNormal: 'Normal',
  colourInverted: 'Inverted',
  colourGrayscale: 'Grayscale',
  colourHighContrast: 'High contrast',
  boldText: 'Bold text',
  signLanguage: 'Sign language',
  darkMode: 'Dark mode',
  darkModeIgnored: 'No effect with high contrast or inverted colours.',
  resetSettings: 'Restore defaults',
  language: 'Language',
  homeLink: '{name} – home page',
};

const es: FoundationMessages = {
  skipToContent: 'Saltar al contenido principal',
  loading: 'Cargando…',
  pageLoading: 'Cargando la página…',
  accessibility: 'Accesibilidad',
  zoom: 'Zoom',
  zoomValue: '+{value}%',
  colours: 'Colores',
  colourNormal: 'Normal',
  colourInverted: 'Invertidos',
  colourGrayscale: 'Escala de grises',
  colourHighContrast: 'Alto contraste',
  boldText: 'Texto en negrita',
  signLanguage: 'Lengua de señas',
  darkMode: 'Modo oscuro',
  darkModeIgnored: 'Sin efecto con alto contraste o colores invertidos.',
  resetSettings: 'Restablecer valores',
  language: 'Idioma',
  homeLink: '{name} – página de inicio',
};

const fr: FoundationMessages = {
  skipToContent: 'Aller au contenu principal',
  loading: 'Chargement…',
  pageLoading: 'Chargement de la page…',
  accessibility: 'Accessibilité',
  zoom: 'Zoom',
  zoomValue: '+{value} %',
  colours: 'Couleurs',
  colourNormal: 'Normales',
  colourInverted: 'Inversées',
  colourGrayscale: 'Niveaux de gris',
  colourHighContrast: 'Contraste élevé',
  boldText: 'Texte en gras',
  signLanguage: 'Langue des signes',
  darkMode: 'Mode sombre',
  darkModeIgnored: 'Sans effet avec le contraste élevé ou les couleurs inversées.',
  resetSettings: 'Rétablir les valeurs par défaut',
  language: 'Langue',
  homeLink: '{name} – accueil',
};

const it: FoundationMessages = {
  skipToContent: 'Vai al contenuto principale',
  loading: 'Caricamento…',
  pageLoading: 'Caricamento della pagina…',
  accessibility: 'Accessibilità',
  zoom: 'Zoom',
  zoomValue: '+{value}%',
  colours: 'Colori',
  colourNormal: 'Normali',
  colourInverted: 'Invertiti',
  colourGrayscale: 'Scala di grigi',
  colourHighContrast: 'Alto contrasto',
  boldText: 'Testo in grassetto',
  signLanguage: 'Lingua dei segni',
  darkMode: 'Modalità scura',
  darkModeIgnored: 'Nessun effetto con alto contrasto o colori invertiti.',
  resetSettings: 'Ripristina predefiniti',
  language: 'Lingua',
  homeLink: '{name} – pagina iniziale',
};

export const foundationDictionaries = { pt, en, es, fr, it } as const;
export type FoundationLocale = keyof typeof foundationDictionaries;

/** The dictionary for a BCP 47 tag ('pt-BR' -> pt); other languages fall back to Portuguese. */
export function foundationMessagesFor(locale: string): FoundationMessages {
  const language = locale.toLowerCase().split('-')[0] ?? 'pt';
  return language in foundationDictionaries
    ? foundationDictionaries[language as FoundationLocale]
    : foundationDictionaries.pt;
}

/** Fills `{name}` placeholders; a missing value stays visible rather than blank. */
export function fillMessage(template: string, values: Readonly<Record<string, string | number>>): string {
  return template.replace(/\{(\w+)\}/g, (match, name: string) =>
    name in values ? String(values[name]) : match,
  );
}

/** The strings for the locale react-aria uses (`<I18nProvider locale>`). */
export function useFoundationMessages(): FoundationMessages {
  return foundationMessagesFor(useLocale().locale);
}
