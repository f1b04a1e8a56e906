import type { MessageDescriptor } from 'react-intl';
import { myAreaMessages as m } from '../my-area-messages.ts';
import { type MyAreaPage, myAreaPaths } from '../my-area-paths.ts';

/** An entry of My area's menu: a page, or a group of pages (spec §2, "menu items"). */
export type MyAreaMenuEntry =
  | { id: MyAreaPage; label: MessageDescriptor; path: string }
  | { id: string; label: MessageDescriptor; children: readonly MyAreaMenuEntry[] };

const page = (id: MyAreaPage, label: MessageDescriptor): MyAreaMenuEntry => ({
  id,
  label,
  path: myAreaPaths[id],
});

/** The spec's sixteen items, in its order, with the pages some of them group. */
export const myAreaMenu: readonly MyAreaMenuEntry[] = [
  {
    id: 'renovacao',
    label: m.renovacao,
    children: [
      page('renewals', m.emprestimos),
      page('loanHistory', m.historico),
      page('holds', m.reservas),
      page('loanRequests', m.solicitacoesEmprestimo),
      page('storageRequests', m.acervoFechado),
    ],
  },
  page('debts', m.debitos),
  page('deviations', m.afastamentos),
  page('clearance', m.nadaConsta),
  page('permanentBasket', m.cestaPermanente),
  page('interestProfiles', m.perfilInteresse),
  page('suggestions', m.sugestoes),
  {
    id: 'comutacao',
    label: m.comutacao,
    children: [
      page('exchange', m.comutacaoBibliografica),
      page('survey', m.levantamento),
      page('research', m.pesquisaEspecializada),
      page('interLibraryLoan', m.emprestimoEntreBibliotecas),
    ],
  },
  page('catalogSheet', m.fichaCatalografica),
  page('teachingPlans', m.planoEnsino),
  page('loanToken', m.tokenEmprestimo),
  page('alerts', m.alertas),
  page('swapUser', m.trocaUsuario),
  page('personalData', m.dadosPessoais),
  page('password', m.alterarSenha),
  {
    id: 'estatisticas',
    label: m.estatisticas,
    children: [page('statistics', m.estatisticasEmprestimo), page('databases', m.basesDados)],
  },
];

export type MyAreaLocation = {
  /** The page's menu entry. */
  entry: Extract<MyAreaMenuEntry, { path: string }>;
  /** The group holding it, if any. */
  parent: Extract<MyAreaMenuEntry, { children: readonly MyAreaMenuEntry[] }> | null;
};

/** The menu entry of a path under /meupergamum ("renovacao/historico"), or null (the summary). */
export function findMyAreaLocation(subPath: string): MyAreaLocation | null {
  const path = subPath.replace(/^\/+|\/+$/g, '');
  for (const entry of myAreaMenu) {
    if ('path' in entry) {
      if (entry.path === path) return { entry, parent: null };
      continue;
    }
    for (const child of entry.children) {
      if ('path' in child && child.path === path) return { entry: child, parent: entry };
    }
  }
  return null;
}
