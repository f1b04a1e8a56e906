import { Menu, MenuItem } from 'react-aria-components';
import styled from 'styled-components';
import { vars } from '../../tokens/css-variables.ts';
import { optionLook } from '../ListBox/ListBox.styles.ts';

export const StyledMenu = styled(Menu)`
  display: flex;
  flex-direction: column;
  gap: ${vars.space.xxs};
  min-width: 12rem;
  outline: none;

  [data-part='GroupTitle'] {
    padding: ${vars.space.xs} ${vars.space.md};
    color: ${vars.color.textMuted};
    font-size: ${vars.font.size.sm};
    font-weight: ${vars.font.weight.bold};
  }
  [role='separator'] {
    height: ${vars.size.borderWidth};
    margin: ${vars.space.xs} 0;
    background: ${vars.color.borderSubtle};
  }
` as typeof Menu;

export const StyledMenuItem = styled(MenuItem)`
  ${optionLook}
  &[data-selected] {
    background: transparent;
    color: ${vars.color.text};
  }
  &[data-focused] {
    background: ${vars.color.surface};
  }
  &[data-open] {
    background: ${vars.color.surface};
  }
  [data-part='Label'] {
    flex: 1;
  }
  [data-part='Icon'],
  [data-part='SubmenuIndicator'] {
    display: inline-flex;
    font-size: ${vars.size.iconMd};
  }
` as typeof MenuItem;
