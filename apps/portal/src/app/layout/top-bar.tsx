import { TopBar } from '@acervo/ui';
import { useIntl } from 'react-intl';
import { AccessibilityMenu } from '../../features/accessibility/accessibility-panel.tsx';
import { LanguageBar } from '../../features/language/language-bar.tsx';
import { layoutMessages } from './layout-messages.ts';
import { SelfServiceButton } from './self-service-button.tsx';

/** The top bar: accessibility panel, language bar and the optional self-service button (spec §2). */
export function AppTopBar() {
  const intl = useIntl();
  return (
    <TopBar label={intl.formatMessage(layoutMessages.topBar)}>
      <SelfServiceButton />
      <AccessibilityMenu />
      <LanguageBar />
    </TopBar>
  );
}
