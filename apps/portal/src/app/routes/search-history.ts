/**
 * The search history's first step, a chunk with nothing but the import of the page: the shell
 * carries each lazy route's preload list, and the home route, which shares the shell, is at its
 * size ceiling (as ADR 124 does for the interest profiles).
 */
export const loadSearchHistoryPage = () =>
  import('../../features/search/search-history-page.tsx').then((page) => ({
    Component: page.SearchHistoryPage,
  }));
