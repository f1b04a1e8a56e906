import { vars } from '@acervo/ui';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { AccessibilityPanel } from '../../features/accessibility/accessibility-panel.tsx';
import { LanguageBar } from '../../features/language/language-bar.tsx';
import { layoutMessages } from './layout-messages.ts';
import { SelfServiceButton } from './self-service-button.tsx';

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: flex-end;
  gap: ${vars.space.sm} ${vars.space.md};
  padding: ${vars.space.xs} ${vars.space.md};
  background: ${vars.color.surface};
  border-bottom: 1px solid ${vars.color.border};
`;

/** The top bar: accessibility panel, language bar and the optional self-service button (spec §2). */
export function TopBar() {
  const intl = useIntl();
  return (
    <Bar role="region" aria-label={intl.formatMessage(layoutMessages.topBar)}>
      <SelfServiceButton />
      <AccessibilityPanel />
      <LanguageBar />
    </Bar>
  );
}
