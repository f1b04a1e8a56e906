import { Tab, TabList, TabPanel, Tabs } from 'react-aria-components';
import styled from 'styled-components';
import { vars } from '../../tokens/css-variables.ts';
import { focusRing } from '../../theme/focus-ring.ts';

export const StyledTabs = styled(Tabs)`
  display: flex;
  flex-direction: column;
  gap: ${vars.space.md};
`;

export const StyledTabList = styled(TabList)`
  display: flex;
  gap: ${vars.space.xs};
  overflow-x: auto;
  border-bottom: ${vars.size.borderWidth} solid ${vars.color.border};
` as typeof TabList;

export const StyledTab = styled(Tab)`
  display: inline-flex;
  align-items: center;
  min-height: ${vars.size.target};
  padding: ${vars.space.sm} ${vars.space.md};
  border-bottom: ${vars.size.focusWidth} solid transparent;
  color: ${vars.color.textMuted};
  font-weight: ${vars.font.weight.bold};
  /* Tabs that are links (a tab per route) look like the other tabs, not like inline links. */
  text-decoration: none;
  white-space: nowrap;
  cursor: pointer;
  outline: none;

  &[data-hovered] {
    color: ${vars.color.text};
    border-bottom-color: ${vars.color.border};
  }
  &[data-selected] {
    color: ${vars.color.accent};
    border-bottom-color: ${vars.color.accent};
  }
  &[data-focus-visible] {
    ${focusRing}
  }
  &[data-disabled] {
    color: ${vars.color.textDisabled};
    cursor: not-allowed;
  }

  @media (forced-colors: active) {
    &[data-selected] {
      border-bottom-color: Highlight;
    }
  }
`;

export const StyledTabPanel = styled(TabPanel)`
  border-radius: ${vars.radius.sm};
  outline: none;

  &[data-focus-visible] {
    ${focusRing}
  }
`;
