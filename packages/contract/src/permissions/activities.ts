/** Activity codes the portal switches features on (spec §6) — module/activity pairs grant them. */
export const activity = {
  personalAreaMenu: 8,
  acquisitionSuggestion: 12,
  comments: 13,
  hold: 18,
  copiesTab: 30,
  kardexTab: 32,
  referenceTab: 33,
  marcTab: 36,
  databaseLink: 57,
  statisticsTab: 74,
  loanRequest: 75,
  networkCatalogueLink: 87,
  vendorLogo: 88,
  /** When absent, the embedded login alternative shows instead of the modal. */
  modalLogin: 107,
  dublinCoreTab: 115,
  recaptcha: 1120,
} as const;
export type ActivityCode = (typeof activity)[keyof typeof activity];

/** Modules that activities belong to. */
export const moduleCode = {
  catalogue: 1,
  myArea: 2,
} as const;

/** Title-detail tabs and the codes each sub-path selects (spec §2). */
export const titleTabs = {
  referencia: 33,
  marc: 36,
  exemplares: 30,
  'dublin-core': 115,
  reserva: 18,
  'solicitacao-emprestimo': 75,
  'colecao-kardex': 32,
  sumarios: 'summary',
  'sumarios-livros': 'sumario_livro',
  'dados-estatisticos': 74,
  'acervo-fechado': 'acervo_fechado',
} as const;
export type TitleTabPath = keyof typeof titleTabs;

/** Login category codes one institution asks for at login (spec §6, company 87). */
export const loginCategoryCodes = {
  graduacaoEspecial: '01',
  graduacaoDigital: '19',
  posGraduacaoEspecial: '03',
  educarse: '06',
  idiomas: '07',
  tecnicoMedio: '21',
  doutorado: '09',
  servidor: '05',
  servidorHospital: '12',
  intercambio: 'Intercamb',
  membroComunidade: 'MembroComun',
  mestrado: '08',
  professor: '04',
  usuarioEspecial: '10',
} as const;
