import { useParams } from 'react-router-dom';
import { HomePage } from '../../features/home/home-page.tsx';
import { NotFoundPage } from '../../features/not-found/not-found-page.tsx';
import { SearchSection, useSearchTitle } from '../../features/search/search-section.tsx';

/** `/:guia`: the home page opened on one of the institution's search guides (spec §2). */
export function Component() {
  const { guia } = useParams();
  return (
    <HomePage
      guide={guia}
      notFound={<NotFoundPage />}
      search={<SearchSection />}
      searchTitle={useSearchTitle()}
    />
  );
}
