import type { SearchHit, SearchResponse } from '@acervo/contract';

/** One hit as `GET /api/consulta` answers it, with the extra data the result item shows. */
function hit(
  cod_acervo: number,
  obra: string,
  year: number,
  copies: [available: number, total: number],
  extra: Partial<SearchHit> = {},
): SearchHit {
  // As the server answers: `obra` and `descricao` are the whole title, subtitle included.
  const whole = extra.subtitulo ? `${obra}: ${extra.subtitulo}` : obra;
  return {
    cod_acervo,
    obra: whole,
    descricao: whole,
    subtitulo: null,
    autor: 'Assis, Machado de, 1839-1908',
    cod_tipo_obra: 1,
    desc_tipo_obra: 'Livro',
    ano_publicacao: year,
    idioma: 'por',
    idioma_desc: 'Português',
    link_capa: null,
    acesso_remoto: '',
    possui_acessibilidade: 'N',
    rota: `/acervo/${cod_acervo}`,
    dados_adicionais: {
      A: [{ codigo: '1', descricao: 'Assis, Machado de, 1839-1908' }],
      P: [{ codigo: 'P', descricao: `Rio de Janeiro B. L. Garnier ${year}` }],
      C: [{ codigo: 'C', descricao: 'B869.3 ASS' }],
    },
    exemplares: copies[1],
    exemplares_disponiveis: copies[0],
    ...extra,
  };
}

const facet = (codigo: string, descricao: string, total: number) => ({
  codigo,
  descricao,
  total,
  totalSemFiltro: total,
  mostrarQtdOriginal: false,
});

/** The first page of a search for "machado": 45 titles, three shown, with facets. */
export const searchFixture: SearchResponse = {
  id: 1,
  base: 'local',
  pesquisa: 'machado',
  total: 45,
  paginaAtiva: 1,
  quantPag: 20,
  ordenacao: 'C',
  exibicao: 'D',
  data: [
    hit(1, 'Ressurreição', 1872, [1, 2]),
    hit(9, 'Dom Casmurro', 1899, [0, 3], { acesso_remoto: 'cr', possui_acessibilidade: 'S' }),
    hit(12, 'Memorial de Aires', 1908, [3, 3], { subtitulo: 'romance' }),
  ],
  facetas: [
    { tipo: 'T', descricao: 'Tipo de obra', itens: [facet('1', 'Livro', 44), facet('8', 'Partitura', 1)] },
    {
      tipo: 'Y',
      descricao: 'Ano',
      itens: [facet('1908', '1908', 3), facet('1899', '1899', 5), facet('1872', '1872', 2)],
    },
    {
      tipo: 'S',
      descricao: 'Assunto',
      itens: [
        facet('ficcao brasileira', 'Ficção brasileira', 30),
        facet('contos brasileiros', 'Contos brasileiros', 8),
        facet('cronicas brasileiras', 'Crônicas brasileiras', 4),
        facet('teatro brasileiro', 'Teatro brasileiro', 2),
        facet('poesia brasileira', 'Poesia brasileira', 1),
        facet('critica literaria', 'Crítica literária', 1),
      ],
    },
  ],
  filtros: [],
};

/** The same search narrowed to one subject: the answer names the filter it applied. */
export const filteredSearchFixture: SearchResponse = {
  ...searchFixture,
  total: 30,
  filtros: [{ tipo: 'S', codigo: 'ficcao brasileira', descricao: 'Ficção brasileira', campus: null }],
};

/** A search that finds nothing. */
export const emptySearchFixture: SearchResponse = {
  ...searchFixture,
  pesquisa: 'xyzzy',
  total: 0,
  data: [],
  facetas: [],
};

/** `GET /api/consulta/ordenacao` in Portuguese. */
export const sortOptionsFixture = [
  { codigo: 'C', descricao: 'Relevância' },
  { codigo: 'T', descricao: 'Título' },
  { codigo: 'A', descricao: 'Autor' },
  { codigo: 'Y', descricao: 'Ano de publicação' },
];

/** `GET /api/consulta/opcoes-indice` in Portuguese. */
export const fieldOptionsFixture = [
  { codigo: 'titulo', descricao: 'Título' },
  { codigo: 'autor', descricao: 'Autor' },
  { codigo: 'assunto', descricao: 'Assunto' },
];

/** `/consulta/sugestoes`: completions of the last word typed, as whole queries with their totals. */
export const suggestionsFixture = {
  sugestoes: [
    { texto: 'machado de assis', total: 13 },
    { texto: 'machado', total: 15 },
    { texto: 'machismo', total: 1 },
  ],
};

/** The fixture's completions that start with what was typed (folded as the index does). */
export function suggestionsFor(term: string) {
  const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
  return {
    sugestoes: suggestionsFixture.sugestoes.filter((item) => fold(item.texto).startsWith(fold(term.trim()))),
  };
}
