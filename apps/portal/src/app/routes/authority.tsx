import { useLocation, useParams } from 'react-router-dom';
import { AuthorityPage } from '../../features/authority/authority-page.tsx';
import { NotFoundPage } from '../../features/not-found/not-found-page.tsx';

/** `/autoridade/{codAutoridade}[/marc]`: the authority record, default or MARC tab (spec §2). */
export function Component() {
  const { codAutoridade = '' } = useParams();
  const { pathname } = useLocation();
  if (!/^\d{1,10}$/.test(codAutoridade)) return <NotFoundPage />;
  return (
    <AuthorityPage
      codAutoridade={Number(codAutoridade)}
      tab={pathname.endsWith('/marc') ? 'marc' : 'registro'}
      notFound={<NotFoundPage />}
    />
  );
}
