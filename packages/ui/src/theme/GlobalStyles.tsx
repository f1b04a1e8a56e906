import { createGlobalStyle } from 'styled-components';
import { schemeStyleSheet, vars } from '../tokens/css-variables.ts';

const tokens = schemeStyleSheet();

/** Token custom properties for every scheme plus a minimal, accessible base. Render once. */
export const GlobalStyles = createGlobalStyle`
  ${tokens}

  *, *::before, *::after { box-sizing: border-box; }

  body {
    margin: 0;
    background: ${vars.color.background};
    color: ${vars.color.text};
    font-family: ${vars.font.family};
    font-size: ${vars.font.size.md};
    line-height: ${vars.font.lineHeight.normal};
  }

  @media (prefers-reduced-motion: reduce) {
    *, *::before, *::after {
      animation-duration: 0.01ms !important;
      transition-duration: 0.01ms !important;
    }
  }
`;
