import { ListBox, ListBoxItem } from 'react-aria-components';
import styled, { css } from 'styled-components';
import { vars } from '../../tokens/css-variables.ts';

/** The option look shared by list boxes, selects, combo boxes and menus. */
export const optionLook = css`
  display: flex;
  align-items: center;
  gap: ${vars.space.sm};
  min-height: ${vars.size.target};
  padding: ${vars.space.xs} ${vars.space.md};
  border-radius: ${vars.radius.sm};
  color: ${vars.color.text};
  cursor: pointer;
  outline: none;

  &[data-focused],
  &[data-hovered] {
    background: ${vars.color.surface};
  }
  &[data-focus-visible] {
    outline: ${vars.size.focusWidth} solid ${vars.color.focus};
    outline-offset: calc(-1 * ${vars.size.focusWidth});
  }
  &[data-selected] {
    background: ${vars.color.selection};
    color: ${vars.color.onSelection};
    font-weight: ${vars.font.weight.bold};
  }
  &[data-disabled] {
    color: ${vars.color.textDisabled};
    cursor: not-allowed;
  }
  [data-part='Check'] {
    display: inline-flex;
    width: 1em;
    flex: none;
  }

  @media (forced-colors: active) {
    &[data-focused] {
      outline: ${vars.size.borderWidthStrong} solid Highlight;
    }
    &[data-selected] {
      background: Highlight;
      color: HighlightText;
      forced-color-adjust: none;
    }
  }
`;

export const StyledListBox = styled(ListBox)`
  display: flex;
  flex-direction: column;
  gap: ${vars.space.xxs};
  outline: none;
  max-height: inherit;
  overflow: auto;

  &[data-component='ListBox'] {
    padding: ${vars.space.xs};
    border: ${vars.size.borderWidthStrong} solid ${vars.color.border};
    border-radius: ${vars.radius.md};
    background: ${vars.color.background};
  }
  &[data-component='ListBox'][data-focus-visible] {
    outline: ${vars.size.focusWidth} solid ${vars.color.focus};
  }
  &[data-empty] {
    padding: ${vars.space.sm} ${vars.space.md};
    color: ${vars.color.textMuted};
    font-style: italic;
  }
` as typeof ListBox;

export const StyledListBoxItem = styled(ListBoxItem)`
  ${optionLook}
` as typeof ListBoxItem;
