/**
 * Tab panels linkable by URL: the selected tab is kept in the location hash (`#copies`), so a
 * link, a bookmark or the back button opens the same panel. Apps with a router can instead pass
 * `selectedKey` from their own URL and give each `Tab` an `href`.
 */
export function tabFromHash(hash: string, ids: readonly string[]): string | undefined {
  const id = decodeURIComponent(hash.replace(/^#/, ''));
  return ids.includes(id) ? id : undefined;
}

/** Writes the tab to the hash without scrolling to an element of that id or adding history noise. */
export function writeTabHash(
  id: string,
  location: Location = window.location,
  history: History = window.history,
) {
  const url = `${location.pathname}${location.search}#${encodeURIComponent(id)}`;
  history.replaceState(history.state, '', url);
}
