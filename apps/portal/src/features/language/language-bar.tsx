import { isLocale, type Locale } from '@acervo/contract';
import { defaultLanguages, LanguageSelector } from '@acervo/ui';
import { useIntl } from 'react-intl';
import { useLocation, useNavigate } from 'react-router-dom';
import { localeAtom } from '../../lib/intl/locale.ts';
import { useChangeLocale } from '../../lib/intl/use-change-locale.ts';
import { useAtomValue } from '../../lib/jotai.ts';
import { languageMessages } from './language-messages.ts';

/** The whole portal speaks these; the login area also French and Italian (spec §1). */
const shellLocales: readonly Locale[] = ['pt', 'en', 'es'];

/** The language bar: picks the language, remembered across visits (spec §1). */
export function LanguageBar() {
  const intl = useIntl();
  const current = useAtomValue(localeAtom);
  const changeLocale = useChangeLocale();
  const location = useLocation();
  const navigate = useNavigate();
  const { pathname } = location;
  const offered = defaultLanguages.filter(
    (language) =>
      pathname === '/login' || language.value === current || shellLocales.includes(language.value as Locale),
  );

  function choose(value: string) {
    if (!isLocale(value)) return;
    changeLocale(value);
    // A `?lng=` in the address would undo this choice on reload: drop it.
    const params = new URLSearchParams(location.search);
    if (params.has('lng')) {
      params.delete('lng');
      const search = params.toString();
      void navigate({ pathname, search: search ? `?${search}` : '', hash: location.hash }, { replace: true });
    }
  }

  return (
    <LanguageSelector
      value={current}
      onChange={choose}
      languages={offered}
      label={intl.formatMessage(languageMessages.bar)}
    />
  );
}
