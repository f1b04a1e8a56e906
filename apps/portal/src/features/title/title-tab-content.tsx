import type { TitleDetail, TitleTabPath } from '@acervo/contract';
import { Stack } from '@acervo/ui';
import { lazy, Suspense } from 'react';
import { SectionLoading } from '../../lib/page/section-state.tsx';
import { DetailsTab } from './tabs/details-tab.tsx';
import { DublinCoreTab } from './tabs/dublin-core-tab.tsx';
import { ReferenceTab } from './tabs/reference-tab.tsx';

// The tabs with tables (and the library select) load their code with the tab: the title's first load stays light.
const MarcTab = lazy(() => import('./tabs/marc-tab.tsx').then((module) => ({ default: module.MarcTab })));
const HoldTab = lazy(() => import('./tabs/hold-tab.tsx').then((module) => ({ default: module.HoldTab })));
const LoanRequestTab = lazy(() =>
  import('./tabs/loan-request-tab.tsx').then((module) => ({ default: module.LoanRequestTab })),
);
const KardexTab = lazy(() =>
  import('./tabs/kardex-tab.tsx').then((module) => ({ default: module.KardexTab })),
);
const SummariesTab = lazy(() =>
  import('./tabs/summaries-tab.tsx').then((module) => ({ default: module.SummariesTab })),
);
const StatisticsTab = lazy(() =>
  import('./tabs/statistics-tab.tsx').then((module) => ({ default: module.StatisticsTab })),
);
// Comments sit below the details: their form and delete confirmation load after the record is shown.
const CommentsSection = lazy(() =>
  import('./comments/comments-section.tsx').then((module) => ({ default: module.CommentsSection })),
);
// Where else in the network the work is held: a short list, loaded like the comments.
const NetworkHoldingsSection = lazy(() =>
  import('./network/network-holdings-section.tsx').then((module) => ({
    default: module.NetworkHoldingsSection,
  })),
);
const ClosedStacksTab = lazy(() =>
  import('./tabs/closed-stacks-tab.tsx').then((module) => ({ default: module.ClosedStacksTab })),
);
const CopiesTab = lazy(() =>
  import('./tabs/copies-tab.tsx').then((module) => ({ default: module.CopiesTab })),
);

function SelectedTab({ title, tab }: { title: TitleDetail; tab: TitleTabPath | null }) {
  switch (tab) {
    case null:
      return (
        <Stack gap="xl">
          <DetailsTab title={title} />
          <Suspense fallback={null}>
            <NetworkHoldingsSection codAcervo={title.cod_acervo} />
          </Suspense>
          <Suspense fallback={<SectionLoading lines={3} />}>
            <CommentsSection codAcervo={title.cod_acervo} />
          </Suspense>
        </Stack>
      );
    case 'exemplares':
      return <CopiesTab title={title} />;
    case 'marc':
      return <MarcTab codAcervo={title.cod_acervo} />;
    case 'referencia':
      return <ReferenceTab codAcervo={title.cod_acervo} />;
    case 'reserva':
      return <HoldTab codAcervo={title.cod_acervo} />;
    case 'solicitacao-emprestimo':
      return <LoanRequestTab codAcervo={title.cod_acervo} />;
    case 'dublin-core':
      return <DublinCoreTab codAcervo={title.cod_acervo} />;
    case 'colecao-kardex':
      return <KardexTab codAcervo={title.cod_acervo} />;
    case 'sumarios':
      return <SummariesTab codAcervo={title.cod_acervo} kind="issues" />;
    case 'sumarios-livros':
      return <SummariesTab codAcervo={title.cod_acervo} kind="book" />;
    case 'dados-estatisticos':
      return <StatisticsTab codAcervo={title.cod_acervo} />;
    case 'acervo-fechado':
      return <ClosedStacksTab codAcervo={title.cod_acervo} />;
  }
}

/** What the selected tab shows; each tab loads its own code and data. */
export function TitleTabContent({ title, tab }: { title: TitleDetail; tab: TitleTabPath | null }) {
  return (
    <Suspense fallback={<SectionLoading lines={5} />}>
      <SelectedTab title={title} tab={tab} />
    </Suspense>
  );
}
