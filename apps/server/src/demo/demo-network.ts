import type { Queryable } from '../db/database.ts';
import { normalizeHeading } from '../text/tokenizer.ts';

/**
 * Two partner institutions of the demo network catalogue and a few of their records: real,
 * well-known Brazilian editions (bibliographic facts only), so the network view has something
 * true to show. Seeded once, into an empty network.
 */
const PARTNERS = [
  {
    cod_empresa: 101,
    desc_empresa: 'Universidade Federal do Planalto',
    sigla: 'UFPL',
    url_oai: 'https://biblioteca.ufpl.example/oai',
  },
  {
    cod_empresa: 102,
    desc_empresa: 'Instituto Litorâneo de Tecnologia',
    sigla: 'ILTEC',
    url_oai: 'https://acervo.iltec.example/oai',
  },
] as const;

type NetworkRecord = [number, number, string, string, string, string, number, string[]];
// [cod_empresa, acervo, título, autor, local, editora, ano, assuntos]
const RECORDS: NetworkRecord[] = [
  [
    101,
    5012,
    'Grande sertão: veredas',
    'Rosa, João Guimarães, 1908-1967',
    'Rio de Janeiro',
    'José Olympio',
    1956,
    ['Ficção brasileira'],
  ],
  [
    101,
    5013,
    'Vidas secas',
    'Ramos, Graciliano, 1892-1953',
    'Rio de Janeiro',
    'José Olympio',
    1938,
    ['Ficção brasileira', 'Secas -- Nordeste (Brasil)'],
  ],
  [
    101,
    5014,
    'Macunaíma: o herói sem nenhum caráter',
    'Andrade, Mário de, 1893-1945',
    'São Paulo',
    'Oficinas Gráficas de Eugenio Cupolo',
    1928,
    ['Ficção brasileira'],
  ],
  [
    101,
    5015,
    'Os sertões: campanha de Canudos',
    'Cunha, Euclides da, 1866-1909',
    'Rio de Janeiro',
    'Laemmert',
    1902,
    ['Canudos (BA) -- História'],
  ],
  [
    101,
    5016,
    'Casa-grande & senzala',
    'Freyre, Gilberto, 1900-1987',
    'Rio de Janeiro',
    'Maia & Schmidt',
    1933,
    ['Brasil -- Civilização', 'Escravidão -- Brasil'],
  ],
  [
    102,
    880,
    'Raízes do Brasil',
    'Holanda, Sérgio Buarque de, 1902-1982',
    'Rio de Janeiro',
    'José Olympio',
    1936,
    ['Brasil -- Civilização'],
  ],
  [
    102,
    881,
    'O cortiço',
    'Azevedo, Aluísio, 1857-1913',
    'Rio de Janeiro',
    'B. L. Garnier',
    1890,
    ['Ficção brasileira'],
  ],
  [
    102,
    882,
    'Iracema: lenda do Ceará',
    'Alencar, José de, 1829-1877',
    'Rio de Janeiro',
    'Typ. de Vianna & Filhos',
    1865,
    ['Ficção brasileira'],
  ],
  [
    102,
    883,
    'Triste fim de Policarpo Quaresma',
    'Barreto, Lima, 1881-1922',
    'Rio de Janeiro',
    'Typ. Revista dos Tribunaes',
    1915,
    ['Ficção brasileira'],
  ],
  [
    102,
    884,
    'A moreninha',
    'Macedo, Joaquim Manuel de, 1820-1882',
    'Rio de Janeiro',
    'Typ. Francesa',
    1844,
    ['Ficção brasileira'],
  ],
];

export async function seedDemoNetwork(db: Queryable): Promise<void> {
  const [existing] = await db.query('select 1 from rede_instituicao limit 1');
  if (existing) return;
  for (const partner of PARTNERS) {
    await db.query(
      'insert into rede_instituicao (cod_empresa, desc_empresa, sigla, url_oai) values ($1, $2, $3, $4)',
      [partner.cod_empresa, partner.desc_empresa, partner.sigla, partner.url_oai],
    );
  }
  for (const [empresa, acervo, titulo, autor, local, editora, ano, assuntos] of RECORDS) {
    await db.query(
      `insert into rede_acervo (cod_empresa, acervo, cod_tipo_obra, titulo, autor, local_publicacao, editora, ano_publicacao,
                                assuntos, titulo_normalizado)
       values ($1, $2, 1, $3, $4, $5, $6, $7, $8, $9)`,
      [empresa, acervo, titulo, autor, local, editora, ano, assuntos, normalizeHeading(titulo)],
    );
  }
}
