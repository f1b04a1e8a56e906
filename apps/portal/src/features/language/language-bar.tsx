import { type Locale } from '@acervo/contract';
import { vars } from '@acervo/ui';
import { useIntl } from 'react-intl';
import { useLocation, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { useChangeLocale } from '../../lib/intl/use-change-locale.ts';
import { localeAtom, localeTags } from '../../lib/intl/locale.ts';
import { useAtomValue } from '../../lib/jotai.ts';
import { languageMessages, languageNames } from './language-messages.ts';

const List = styled.ul`
  display: flex;
  gap: ${vars.space.xs};
  margin: 0;
  padding: 0;
  list-style: none;
  button {
    min-height: ${vars.size.target};
    padding: 0 ${vars.space.sm};
    border: 1px solid transparent;
    border-radius: ${vars.radius.sm};
    background: transparent;
    color: ${vars.color.text};
    font: inherit;
    cursor: pointer;
  }
  button[aria-pressed='true'] {
    border-color: ${vars.color.border};
    font-weight: ${vars.font.weight.bold};
  }
  button:focus-visible {
    outline: ${vars.size.focusWidth} solid ${vars.color.focus};
  }
`;

/** The whole portal speaks these; the login area also French and Italian (spec §1). */
const shellLocales: Locale[] = ['pt', 'en', 'es'];
const loginLocales: Locale[] = ['pt', 'en', 'es', 'fr', 'it'];

/** The language bar: picks the language, remembered across visits (spec §1). */
export function LanguageBar() {
  const intl = useIntl();
  const current = useAtomValue(localeAtom);
  const changeLocale = useChangeLocale();
  const location = useLocation();
  const navigate = useNavigate();
  const { pathname } = location;

  function choose(locale: Locale) {
    changeLocale(locale);
    // A `?lng=` in the address would undo this choice on reload: drop it.
    const params = new URLSearchParams(location.search);
    if (params.has('lng')) {
      params.delete('lng');
      const search = params.toString();
      void navigate({ pathname, search: search ? `?${search}` : '', hash: location.hash }, { replace: true });
    }
  }
  const offered = pathname === '/login' ? loginLocales : shellLocales;
  return (
    <nav aria-label={intl.formatMessage(languageMessages.bar)}>
      <List>
        {offered.map((locale) => (
          <li key={locale}>
            <button
              type="button"
              lang={localeTags[locale]}
              aria-pressed={locale === current}
              onClick={() => choose(locale)}
            >
              {languageNames[locale]}
            </button>
          </li>
        ))}
      </List>
    </nav>
  );
}
