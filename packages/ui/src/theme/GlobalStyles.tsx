import { createGlobalStyle } from 'styled-components';
import { schemeStyleSheet, vars } from '../tokens/css-variables.ts';
import { focusRing } from './focus-ring.ts';

const tokens = schemeStyleSheet();

/** Token custom properties for every scheme and axis plus a minimal, accessible base. Render once. */
export const GlobalStyles = createGlobalStyle`
  ${tokens}

  *, *::before, *::after { box-sizing: border-box; }

  body {
    margin: 0;
    background: ${vars.color.background};
    color: ${vars.color.text};
    font-family: ${vars.font.family};
    font-size: ${vars.font.size.md};
    font-weight: ${vars.font.weight.regular};
    line-height: ${vars.font.lineHeight.normal};
    -webkit-text-size-adjust: 100%;
    /* A word longer than the window (an address, a long name at zoom 100) wraps instead of widening the page. */
    overflow-wrap: break-word;
  }

  strong, b { font-weight: ${vars.font.weight.bold}; }

  a { color: ${vars.color.link}; text-underline-offset: 0.15em; }
  a:visited { color: ${vars.color.linkVisited}; }

  ::selection { background: ${vars.color.selection}; color: ${vars.color.onSelection}; }

  /* A visible focus for anything the kit did not style itself. */
  :focus-visible { ${focusRing} }

  @media (prefers-reduced-motion: reduce) {
    *, *::before, *::after {
      animation-duration: 0.01ms !important;
      animation-iteration-count: 1 !important;
      transition-duration: 0.01ms !important;
      scroll-behavior: auto !important;
    }
  }
`;
