import type {
  authoritySchema,
  holdOptionsResponseSchema,
  loanRequestOptionsResponseSchema,
  copiesResponseSchema,
  marcRowsSchema,
  networkSearchResponseSchema,
  TitleDetail,
} from '@acervo/contract';
import { http, HttpResponse } from 'msw';
import type { z } from 'zod';

/** A title as `/api/acervo/{id}` answers it: every header field filled, authors with and without authority. */
export const titleFixture: TitleDetail = {
  cod_acervo: 1,
  obra: 'Ressurreição',
  descricao: 'Ressurreição',
  titulo: 'Ressurreição',
  subtitulo: 'romance',
  autor: 'Assis, Machado de, 1839-1908',
  responsabilidade: 'Machado de Assis ; prefácio de Lúcia Miguel Pereira',
  cod_tipo_obra: 1,
  desc_tipo_obra: 'Livro',
  ano_publicacao: 1872,
  idioma: 'por',
  idioma_desc: 'Português',
  link_capa: null,
  acesso_remoto: 'cr',
  possui_acessibilidade: 'S',
  rota: '/acervo/1',
  dados_adicionais: {
    A: [
      { codigo: '1', descricao: 'Assis, Machado de, 1839-1908' },
      { codigo: 'pereira lucia miguel', descricao: 'Pereira, Lúcia Miguel' },
    ],
    S: [{ codigo: '93', descricao: 'Ficção brasileira' }],
  },
  exemplares: 3,
  exemplares_disponiveis: 1,
  edicao: '2. ed.',
  local_publicacao: 'Rio de Janeiro',
  editora: 'B. L. Garnier',
  descricao_fisica: '232 p. ; 19 cm',
  serie: 'Obras completas de Machado de Assis',
  notas: 'Primeira edição publicada em 1872.',
  isbn: ['9788525406262'],
  issn: [],
  classificacao: 'B869.3 ASS r',
  links: [
    { url: 'https://example.org/ressurreicao.pdf', descricao: 'Texto integral (PDF)', acesso_online: true },
  ],
  bibliotecas: [
    { cod_biblioteca: 1, desc_biblioteca: 'Biblioteca Central', exemplares: 2, disponiveis: 0 },
    { cod_biblioteca: 3, desc_biblioteca: 'Biblioteca de Letras e Artes', exemplares: 1, disponiveis: 1 },
  ],
};

export const copiesFixture: z.input<typeof copiesResponseSchema> = {
  exemplares: [
    {
      cod_exemplar: 112,
      tombo: 'BC000001',
      cod_biblioteca: 1,
      desc_biblioteca: 'Biblioteca Central',
      volume: '1',
      tomo: null,
      parte: null,
      material_adicional: null,
      localizacao: 'Acervo geral, estante F4',
      chamada: 'B869.3 ASS r',
      cod_tipo_emprestimo: 1,
      desc_tipo_emprestimo: 'Normal',
      situacao: 'emprestado',
      desc_situacao: 'Emprestado',
      data_devolucao_prevista: '03/12/2026',
    },
    {
      cod_exemplar: 113,
      tombo: 'BC000002',
      cod_biblioteca: 1,
      desc_biblioteca: 'Biblioteca Central',
      volume: '2',
      tomo: null,
      parte: null,
      material_adicional: 'CD-ROM',
      localizacao: 'Coleção especial',
      chamada: 'B869.3 ASS r',
      cod_tipo_emprestimo: 2,
      desc_tipo_emprestimo: 'Consulta local',
      situacao: 'consulta',
      desc_situacao: 'Somente consulta',
      data_devolucao_prevista: null,
    },
    {
      cod_exemplar: 884,
      tombo: 'BLET000001',
      cod_biblioteca: 3,
      desc_biblioteca: 'Biblioteca de Letras e Artes',
      volume: null,
      tomo: null,
      parte: null,
      material_adicional: null,
      localizacao: 'Acervo geral, estante K2',
      chamada: 'B869.3 ASS r',
      cod_tipo_emprestimo: 1,
      desc_tipo_emprestimo: 'Normal',
      situacao: 'disponivel',
      desc_situacao: 'Disponível',
      data_devolucao_prevista: null,
    },
  ],
};

export const marcFixture: z.input<typeof marcRowsSchema> = [
  {
    paragrafo: '1',
    seq_paragrafo: 1,
    indicador1: null,
    indicador2: null,
    secao: null,
    seq_secao: null,
    descricao: 'obra-0001',
    pontuacao: null,
  },
  {
    paragrafo: '8',
    seq_paragrafo: 1,
    indicador1: null,
    indicador2: null,
    secao: null,
    seq_secao: null,
    descricao: '240101s1872    bl            000 1 por d',
    pontuacao: null,
  },
  {
    paragrafo: '100',
    seq_paragrafo: 1,
    indicador1: '1',
    indicador2: ' ',
    secao: 'a',
    seq_secao: 1,
    descricao: 'Assis, Machado de',
    pontuacao: ',',
  },
  {
    paragrafo: '100',
    seq_paragrafo: 1,
    indicador1: '1',
    indicador2: ' ',
    secao: 'd',
    seq_secao: 2,
    descricao: '1839-1908',
    pontuacao: null,
  },
  {
    paragrafo: '245',
    seq_paragrafo: 1,
    indicador1: '1',
    indicador2: '0',
    secao: 'a',
    seq_secao: 1,
    descricao: 'Ressurreição',
    pontuacao: ' :',
  },
  {
    paragrafo: '245',
    seq_paragrafo: 1,
    indicador1: '1',
    indicador2: '0',
    secao: 'b',
    seq_secao: 2,
    descricao: 'romance',
    pontuacao: null,
  },
  {
    paragrafo: '650',
    seq_paragrafo: 1,
    indicador1: ' ',
    indicador2: '4',
    secao: 'a',
    seq_secao: 1,
    descricao: 'Ficção brasileira',
    pontuacao: null,
  },
];

export const referenceFixtures = {
  abnt: {
    estilo: 'abnt',
    referencia:
      'ASSIS, Machado de. <b>Ressurreição</b>: romance. 2. ed. Rio de Janeiro: B. L. Garnier, 1872.',
    texto: 'ASSIS, Machado de. Ressurreição: romance. 2. ed. Rio de Janeiro: B. L. Garnier, 1872.',
  },
  apa: {
    estilo: 'apa',
    referencia: 'Assis, M. de. (1872). <i>Ressurreição: romance</i> (2. ed.). B. L. Garnier.',
    texto: 'Assis, M. de. (1872). Ressurreição: romance (2. ed.). B. L. Garnier.',
  },
} as const;

export const dublinCoreFixture: Record<string, string[]> = {
  title: ['Ressurreição'],
  creator: ['Assis, Machado de, 1839-1908'],
  subject: ['Ficção brasileira'],
  publisher: ['B. L. Garnier'],
  date: ['1872'],
  type: ['Livro'],
  language: ['por'],
};

export const authorityFixture: z.input<typeof authoritySchema> = {
  cod_autoridade: 93,
  tipo: 'assunto',
  desc_tipo: 'Assunto',
  cabecalho: 'Ficção brasileira',
  ver: ['Romance brasileiro', 'Ficção -- Brasil'],
  verTambem: [{ termo: 'Literatura brasileira', cod_autoridade: 94 }],
  usadoPor: [{ termo: 'Contos brasileiros', cod_autoridade: null }],
  notas: ['Use para obras de ficção de autores brasileiros; para a crítica, use Literatura brasileira.'],
  fontes: ['LCSH: Brazilian fiction', 'Vocabulário controlado da Biblioteca Nacional, 2024'],
  marc: [
    {
      paragrafo: '1',
      seq_paragrafo: 1,
      indicador1: null,
      indicador2: null,
      secao: null,
      seq_secao: null,
      descricao: 'autoridade-0093',
      pontuacao: null,
    },
    {
      paragrafo: '8',
      seq_paragrafo: 1,
      indicador1: null,
      indicador2: null,
      secao: null,
      seq_secao: null,
      descricao: '240101n| azannaabn          |a aaa      ',
      pontuacao: null,
    },
    {
      paragrafo: '150',
      seq_paragrafo: 1,
      indicador1: ' ',
      indicador2: ' ',
      secao: 'a',
      seq_secao: 1,
      descricao: 'Ficção brasileira',
      pontuacao: null,
    },
    {
      paragrafo: '450',
      seq_paragrafo: 1,
      indicador1: ' ',
      indicador2: ' ',
      secao: 'a',
      seq_secao: 1,
      descricao: 'Romance brasileiro',
      pontuacao: null,
    },
    {
      paragrafo: '450',
      seq_paragrafo: 2,
      indicador1: ' ',
      indicador2: ' ',
      secao: 'a',
      seq_secao: 1,
      descricao: 'Ficção',
      pontuacao: null,
    },
    {
      paragrafo: '450',
      seq_paragrafo: 2,
      indicador1: ' ',
      indicador2: ' ',
      secao: 'z',
      seq_secao: 2,
      descricao: 'Brasil',
      pontuacao: null,
    },
    {
      paragrafo: '550',
      seq_paragrafo: 1,
      indicador1: ' ',
      indicador2: ' ',
      secao: 'a',
      seq_secao: 1,
      descricao: 'Literatura brasileira',
      pontuacao: null,
    },
    {
      paragrafo: '670',
      seq_paragrafo: 1,
      indicador1: ' ',
      indicador2: ' ',
      secao: 'a',
      seq_secao: 1,
      descricao: 'LCSH',
      pontuacao: ':',
    },
    {
      paragrafo: '670',
      seq_paragrafo: 1,
      indicador1: ' ',
      indicador2: ' ',
      secao: 'b',
      seq_secao: 2,
      descricao: 'Brazilian fiction',
      pontuacao: null,
    },
  ],
  total_titulos: 3,
  titulos: [
    { cod_acervo: 28, titulo: 'Angústia', ano_publicacao: 1936 },
    { cod_acervo: 111, titulo: 'O Ateneu', ano_publicacao: 1888 },
    { cod_acervo: 1, titulo: 'Ressurreição', ano_publicacao: 1872 },
  ],
};

/** `/api/rede-pergamum/acervo?cod_acervo=1`: two partners hold the work, one record without a place. */
export const networkHoldingsFixture: z.input<typeof networkSearchResponseSchema> = {
  total: 2,
  data: [
    {
      id: 41,
      acervo: 3120,
      tipo_obra: { codigo: 1, descricao: 'Livro' },
      instituicao: { cod_empresa: 102, desc_empresa: 'Instituto Litorâneo de Tecnologia' },
      titulo: 'Ressurreição: romance',
      autor: 'Assis, Machado de, 1839-1908',
      local_publicacao: 'Rio de Janeiro',
      editora: 'B. L. Garnier',
      ano_publicacao: 1872,
      assuntos: ['Ficção brasileira'],
    },
    {
      id: 7,
      acervo: 5020,
      tipo_obra: { codigo: 1, descricao: 'Livro' },
      instituicao: { cod_empresa: 101, desc_empresa: 'Universidade Federal do Planalto' },
      titulo: 'Ressurreição',
      autor: null,
      local_publicacao: null,
      editora: 'Garnier',
      ano_publicacao: 1905,
      assuntos: [],
    },
  ],
};

const notFound = () => HttpResponse.json({ message: 'Registro não encontrado.' }, { status: 404 });
/** The id the mock API does not know, for not-found stories and tests. */
export const unknownId = 999999;

/** The catalogue's public answers for any title or authority id (the unknown one is a 404). */
export const titleHandlers = [
  http.get('/api/acervo/:id', ({ params }) =>
    Number(params.id) === unknownId
      ? notFound()
      : HttpResponse.json({
          ...titleFixture,
          cod_acervo: Number(params.id),
          rota: `/acervo/${String(params.id)}`,
        }),
  ),
  http.get('/api/acervo/:id/exemplares', ({ request }) => {
    const library = new URL(request.url).searchParams.get('cod_unidade');
    return HttpResponse.json({
      exemplares: copiesFixture.exemplares.filter(
        (copy) => !library || copy.cod_biblioteca === Number(library),
      ),
    });
  }),
  http.get('/api/acervo/:id/marc', () => HttpResponse.json(marcFixture)),
  http.get('/api/acervo/:id/referencia', ({ request }) =>
    HttpResponse.json(
      referenceFixtures[new URL(request.url).searchParams.get('estilo') === 'apa' ? 'apa' : 'abnt'],
    ),
  ),
  http.get('/api/acervo/:id/dublin-core', () => HttpResponse.json(dublinCoreFixture)),
  http.get('/api/rede-pergamum/acervo', () => HttpResponse.json(networkHoldingsFixture)),
  http.get('/api/autoridade/:id', ({ params }) =>
    Number(params.id) === unknownId
      ? notFound()
      : HttpResponse.json({ ...authorityFixture, cod_autoridade: Number(params.id) }),
  ),
];

/** `/api/reserva/{id}/informacoes-iniciais`: one library takes holds (its copies differ by volume), one refuses. */
export const holdOptionsFixture: z.input<typeof holdOptionsResponseSchema> = {
  acervo: { codigo: 1, titulo: 'Ressurreição' },
  bibliotecas: [
    {
      codigo: 1,
      descricao: 'Biblioteca Central',
      exemplares: 2,
      disponiveis: 0,
      permiteReserva: true,
      motivo: null,
      volumes: ['v. 1', 'v. 2'],
      tomos: [],
      partes: [],
      materiais: [],
      fila: 2,
    },
    {
      codigo: 3,
      descricao: 'Biblioteca de Letras e Artes',
      exemplares: 1,
      disponiveis: 1,
      permiteReserva: false,
      motivo: 'Há exemplar disponível para empréstimo: a reserva não é necessária.',
      volumes: [],
      tomos: [],
      partes: [],
      materiais: [],
      fila: 0,
    },
  ],
  limiteReservas: 3,
  reservasAtivas: 1,
};

/** `/api/solicitacao-emprestimo/{id}/informacoes-iniciais`: two lending libraries (one with volumes), two receiving units. */
export const loanRequestOptionsFixture: z.input<typeof loanRequestOptionsResponseSchema> = {
  acervo: { codigo: 1, titulo: 'Ressurreição' },
  bibliotecasOrigem: [
    {
      codigo: 1,
      descricao: 'Biblioteca Central',
      disponiveis: 2,
      volumes: ['v. 1', 'v. 2'],
      tomos: [],
      partes: [],
      materiais: [],
    },
    {
      codigo: 3,
      descricao: 'Biblioteca de Letras e Artes',
      disponiveis: 1,
      volumes: [],
      tomos: [],
      partes: [],
      materiais: [],
    },
  ],
  bibliotecasRecebimento: [
    { codigo: 2, descricao: 'Biblioteca do Campus Norte' },
    { codigo: 3, descricao: 'Biblioteca de Letras e Artes' },
  ],
  email: 'ana.souza@example.org',
  telefone: '(11) 5555-0101',
};
