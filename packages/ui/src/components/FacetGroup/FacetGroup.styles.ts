import styled from 'styled-components';
import { vars } from '../../tokens/css-variables.ts';
import { focusRing } from '../../theme/focus-ring.ts';
import { inputLook } from '../Field/Field.styles.ts';

export const StyledFacetGroup = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${vars.space.xs};

  h2,
  h3,
  h4 {
    margin: 0;
    font-size: ${vars.font.size.md};
  }
  [data-part='Filter'] input {
    ${inputLook}
    width: 100%;
    min-height: ${vars.size.target};
  }
  [data-component='Checkbox'] {
    display: flex;
    min-height: ${vars.size.target};
  }
  /* A long value wraps inside the panel, even at 320 px with text twice as large (WCAG 1.4.10). */
  [data-component='Checkbox'] > [data-part='Label'] {
    display: flex;
    flex: 1;
    min-width: 0;
    justify-content: space-between;
    gap: ${vars.space.sm};
  }
  [data-part='ValueLabel'] {
    min-width: 0;
    overflow-wrap: anywhere;
  }
  [data-part='Count'] {
    flex: none;
    color: ${vars.color.textMuted};
    font-size: ${vars.font.size.sm};
    font-variant-numeric: tabular-nums;
  }
  [data-part='Empty'] {
    margin: 0;
    color: ${vars.color.textMuted};
  }
  [data-part='More'] {
    align-self: flex-start;
    min-height: ${vars.size.target};
    padding: 0 ${vars.space.xs};
    border: 0;
    border-radius: ${vars.radius.sm};
    background: transparent;
    color: ${vars.color.link};
    font: inherit;
    text-decoration: underline;
    cursor: pointer;
  }
  [data-part='More'][data-focus-visible] {
    ${focusRing}
  }
`;
