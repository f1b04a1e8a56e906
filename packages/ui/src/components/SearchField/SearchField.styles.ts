import { Button, Input, SearchField } from 'react-aria-components';
import styled from 'styled-components';
import { vars } from '../../tokens/css-variables.ts';
import { fieldLayout, focusRing, inputLook } from '../Field/Field.styles.ts';

export const StyledSearchField = styled(SearchField)`
  ${fieldLayout}

  &[data-empty] [data-part='Clear'] {
    display: none;
  }
`;

export const InputRow = styled.div`
  position: relative;
  display: flex;
  align-items: center;

  [data-part='Icon'] {
    position: absolute;
    inset-inline-start: ${vars.space.md};
    display: inline-flex;
    color: ${vars.color.textMuted};
    font-size: ${vars.size.iconMd};
    pointer-events: none;
  }
`;

export const SearchInput = styled(Input)`
  ${inputLook}
  width: 100%;
  padding-inline: calc(${vars.space.md} + ${vars.size.iconMd} + ${vars.space.sm}) ${vars.size.target};

  &::-webkit-search-cancel-button,
  &::-webkit-search-decoration {
    appearance: none;
  }
`;

export const ClearButton = styled(Button)`
  position: absolute;
  inset-block: 0;
  inset-inline-end: 0;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: ${vars.size.target};
  border: 0;
  border-radius: ${vars.radius.md};
  background: transparent;
  color: ${vars.color.text};
  font-size: ${vars.size.iconMd};
  cursor: pointer;

  &[data-hovered] {
    background: ${vars.color.surface};
  }
  &[data-focus-visible] {
    ${focusRing}
  }
`;
