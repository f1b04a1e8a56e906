import { type TitleTabPath, titleTabs } from '@acervo/contract';
import { useLocation, useParams } from 'react-router-dom';
import { NotFoundPage } from '../../features/not-found/not-found-page.tsx';
import { TitlePage } from '../../features/title/title-page.tsx';

/** `/acervo/{codAcervo}[/{tab}]`: the title, with the tab its sub-path selects (spec §2). */
export function Component() {
  const { codAcervo = '' } = useParams();
  const { pathname } = useLocation();
  const tab = pathname.split('/')[3] as TitleTabPath | undefined;
  if (!/^\d{1,10}$/.test(codAcervo)) return <NotFoundPage />;
  return (
    <TitlePage
      codAcervo={Number(codAcervo)}
      tab={tab && tab in titleTabs ? tab : null}
      notFound={<NotFoundPage />}
    />
  );
}
