import { Tag, TagGroup, TagList } from 'react-aria-components';
import styled from 'styled-components';
import { vars } from '../../tokens/css-variables.ts';
import { focusRing } from '../../theme/focus-ring.ts';
import { fieldLayout } from '../Field/Field.styles.ts';

export const StyledTagGroup = styled(TagGroup)`
  ${fieldLayout}

  > .react-aria-Label {
    font-weight: ${vars.font.weight.bold};
  }
`;

export const StyledTagList = styled(TagList)`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space.sm};
  outline: none;
` as typeof TagList;

export const StyledTag = styled(Tag)`
  display: inline-flex;
  align-items: center;
  gap: ${vars.space.xxs};
  min-height: ${vars.size.target};
  padding-inline: ${vars.space.md} ${vars.space.xs};
  border: ${vars.size.borderWidth} solid ${vars.color.border};
  border-radius: ${vars.radius.pill};
  background: ${vars.color.surface};
  color: ${vars.color.text};
  cursor: default;
  outline: none;

  &:not(:has([slot='remove'])) {
    padding-inline-end: ${vars.space.md};
  }
  &[data-hovered] {
    border-color: ${vars.color.text};
  }
  &[data-selected] {
    border-color: ${vars.color.accent};
    background: ${vars.color.accent};
    color: ${vars.color.onAccent};
  }
  &[data-focus-visible] {
    ${focusRing}
  }
  [slot='remove'] {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    min-width: ${vars.size.targetMin};
    min-height: ${vars.size.targetMin};
    border: 0;
    border-radius: ${vars.radius.pill};
    background: transparent;
    color: inherit;
    cursor: pointer;
  }
  [slot='remove'][data-hovered] {
    background: ${vars.color.borderSubtle};
    color: ${vars.color.text};
  }
  [slot='remove'][data-focus-visible] {
    ${focusRing}
  }

  @media (forced-colors: active) {
    &[data-selected] {
      background: Highlight;
      color: HighlightText;
      forced-color-adjust: none;
    }
  }
`;
