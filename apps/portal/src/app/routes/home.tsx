import { HomePage } from '../../features/home/home-page.tsx';
import { SearchSection, useSearchTitle } from '../../features/search/search-section.tsx';

/** `/`: home and search (spec §2): the results of a search live here, in the query string. */
export function Component() {
  return <HomePage search={<SearchSection />} searchTitle={useSearchTitle()} />;
}
