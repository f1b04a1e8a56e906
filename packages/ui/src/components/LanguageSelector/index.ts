export {
  defaultLanguages,
  LanguageSelector,
  type LanguageOption,
  type LanguageSelectorProps,
} from './LanguageSelector.tsx';
