import { GridList, GridListItem } from 'react-aria-components';
import styled from 'styled-components';
import { vars } from '../../tokens/css-variables.ts';
import { focusRing } from '../../theme/focus-ring.ts';

export const StyledGridList = styled(GridList)`
  display: flex;
  flex-direction: column;
  gap: ${vars.space.xs};
  outline: none;

  &[data-empty] {
    padding: ${vars.space.md};
    color: ${vars.color.textMuted};
  }
` as typeof GridList;

export const StyledGridListItem = styled(GridListItem)`
  display: flex;
  align-items: center;
  gap: ${vars.space.sm};
  min-height: ${vars.size.target};
  padding: ${vars.space.sm} ${vars.space.md};
  border: ${vars.size.borderWidth} solid ${vars.color.borderSubtle};
  border-radius: ${vars.radius.md};
  background: ${vars.color.background};
  color: ${vars.color.text};
  outline: none;

  [data-part='Content'] {
    flex: 1;
    min-width: 0;
  }
  &[data-hovered] {
    border-color: ${vars.color.border};
  }
  &[data-selected] {
    border-color: ${vars.color.accent};
    background: ${vars.color.selection};
    color: ${vars.color.onSelection};
  }
  &[data-focus-visible] {
    ${focusRing}
  }
  &[data-disabled] {
    color: ${vars.color.textDisabled};
  }

  @media (forced-colors: active) {
    &[data-selected] {
      outline: ${vars.size.borderWidthStrong} solid Highlight;
    }
  }
`;
