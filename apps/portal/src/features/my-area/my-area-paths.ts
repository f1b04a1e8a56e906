/**
 * Where each My-area page lives under /meupergamum (one route each). The menu and the route table
 * both read these, so a slug is written once.
 */
export const myAreaPaths = {
  renewals: 'renovacao',
  loanHistory: 'renovacao/historico',
  holds: 'reservas',
  loanRequests: 'solicitacoes-emprestimo',
  storageRequests: 'acervo-fechado',
  debts: 'debitos',
  deviations: 'afastamentos',
  clearance: 'nada-consta',
  permanentBasket: 'cesta-permanente',
  interestProfiles: 'perfil-interesse',
  suggestions: 'sugestoes',
  exchange: 'comutacao',
  survey: 'comutacao/levantamento',
  research: 'comutacao/pesquisa-especializada',
  interLibraryLoan: 'comutacao/emprestimo-entre-bibliotecas',
  catalogSheet: 'ficha-catalografica',
  teachingPlans: 'plano-ensino',
  loanToken: 'token-emprestimo',
  alerts: 'alertas',
  swapUser: 'troca-usuario',
  personalData: 'dados-pessoais',
  password: 'alterar-senha',
  statistics: 'estatisticas',
  databases: 'bases-dados',
} as const;

export type MyAreaPage = keyof typeof myAreaPaths;

export const myAreaBase = '/meupergamum';

/** The address of a My-area page, e.g. `/meupergamum/renovacao`. */
export const myAreaHref = (page: MyAreaPage) => `${myAreaBase}/${myAreaPaths[page]}`;
