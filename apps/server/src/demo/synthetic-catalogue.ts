import type { Database } from '../db/database.ts';
import { normalizeHeading } from '../text/tokenizer.ts';
import { createRandom } from './seeded-random.ts';

/**
 * A large made-up catalogue for benchmarks (`npm run seed:synthetic -- --titles 100000`):
 * Portuguese-looking titles, authors, subjects, publishers, years, work types, languages and
 * copies, with the same columns the importer fills (and a small MARC record each, so detail and
 * MARC views work). Deterministic for a seed; titles are keyed `sintetico` + "<seed>-<n>", so
 * running again with the same seed adds nothing.
 */

const pick = <T>(random: () => number, list: readonly T[]): T => list[Math.floor(random() * list.length)]!;

const FIELDS = [
  'direito constitucional',
  'direito civil',
  'engenharia de software',
  'redes de computadores',
  'cálculo diferencial',
  'álgebra linear',
  'anatomia humana',
  'fisiologia',
  'farmacologia',
  'economia brasileira',
  'história do Brasil',
  'literatura portuguesa',
  'sociologia urbana',
  'pedagogia',
  'psicologia social',
  'estatística aplicada',
  'resistência dos materiais',
  'termodinâmica',
  'bioquímica',
  'saúde coletiva',
  'gestão pública',
  'contabilidade',
  'filosofia política',
  'antropologia',
  'geografia agrária',
  'química orgânica',
  'física moderna',
  'ecologia',
  'arquitetura e urbanismo',
  'comunicação social',
  'ciência da informação',
  'enfermagem',
  'odontologia',
] as const;
const STARTS = [
  'Introdução à',
  'Fundamentos de',
  'Manual de',
  'Tratado de',
  'Curso de',
  'Princípios de',
  'Estudos sobre',
  'Ensaios de',
  'Tópicos em',
  'Lições de',
  'Teoria e prática de',
  'Elementos de',
  'Panorama da',
] as const;
const NOUNS = [
  'rio',
  'sertão',
  'cidade',
  'mar',
  'noite',
  'casa',
  'memória',
  'viagem',
  'silêncio',
  'festa',
  'ilha',
  'estrada',
  'saudade',
  'chuva',
  'fronteira',
  'herança',
  'janela',
  'promessa',
  'travessia',
  'colheita',
  'sombra',
  'aurora',
] as const;
const ADJECTIVES = [
  'antiga',
  'esquecida',
  'profunda',
  'inquieta',
  'submersa',
  'distante',
  'secreta',
  'azul',
  'perdida',
  'breve',
  'luminosa',
  'provisória',
  'selvagem',
  'quieta',
  'imensa',
] as const;
const FORENAMES = [
  'Ana',
  'João',
  'Maria',
  'José',
  'Antônio',
  'Francisca',
  'Carlos',
  'Paulo',
  'Luiza',
  'Pedro',
  'Lucas',
  'Juliana',
  'Marcos',
  'Fernanda',
  'Rafael',
  'Beatriz',
  'Gabriel',
  'Camila',
  'Rodrigo',
  'Helena',
  'Tiago',
  'Mariana',
  'Renato',
  'Patrícia',
  'Sérgio',
  'Cecília',
  'Vinícius',
  'Débora',
  'Otávio',
  'Lívia',
] as const;
const SURNAMES = [
  'Silva',
  'Santos',
  'Oliveira',
  'Souza',
  'Rodrigues',
  'Ferreira',
  'Alves',
  'Pereira',
  'Lima',
  'Gomes',
  'Costa',
  'Ribeiro',
  'Martins',
  'Carvalho',
  'Almeida',
  'Lopes',
  'Soares',
  'Fernandes',
  'Vieira',
  'Barbosa',
  'Rocha',
  'Dias',
  'Nascimento',
  'Andrade',
  'Moreira',
  'Nunes',
  'Marques',
  'Machado',
  'Mendes',
  'Freitas',
  'Cardoso',
  'Ramos',
  'Gonçalves',
  'Santana',
  'Teixeira',
  'Araújo',
  'Cavalcanti',
  'Queiroz',
  'Bezerra',
  'Monteiro',
] as const;
const PUBLISHERS = [
  ['São Paulo', 'Atlas'],
  ['São Paulo', 'Saraiva'],
  ['Rio de Janeiro', 'LTC'],
  ['Rio de Janeiro', 'Elsevier'],
  ['Porto Alegre', 'Artmed'],
  ['São Paulo', 'Companhia das Letras'],
  ['Rio de Janeiro', 'Record'],
  ['Belo Horizonte', 'Autêntica'],
  ['Curitiba', 'Appris'],
  ['Salvador', 'EDUFBA'],
  ['São Paulo', 'Edusp'],
  ['Brasília', 'Editora UnB'],
  ['Campinas', 'Editora da Unicamp'],
  ['Lisboa', 'Caminho'],
  ['Porto', 'Porto Editora'],
] as const;
const SUBJECTS = [
  'Direito -- Brasil',
  'Educação',
  'Saúde pública',
  'Ficção brasileira',
  'Poesia brasileira',
  'Economia',
  'História do Brasil',
  'Engenharia civil',
  'Computação',
  'Algoritmos',
  'Medicina',
  'Enfermagem',
  'Sociologia',
  'Antropologia',
  'Filosofia',
  'Psicologia',
  'Meio ambiente',
  'Agricultura',
  'Administração pública',
  'Estatística',
  'Matemática',
  'Física',
  'Química',
  'Biologia',
  'Arquitetura',
  'Urbanismo',
  'Comunicação',
  'Jornalismo',
  'Literatura portuguesa',
  'Língua portuguesa -- Gramática',
] as const;
/** Work types and their share (codes of tipo_obra). */
const WORK_TYPES: Array<[number, number]> = [
  [1, 0.78],
  [2, 0.04],
  [3, 0.05],
  [4, 0.03],
  [5, 0.03],
  [10, 0.02],
  [8, 0.01],
  [9, 0.01],
  [7, 0.01],
  [11, 0.02],
];
const LANGUAGES: Array<[string, number]> = [
  ['por', 0.7],
  ['eng', 0.15],
  ['spa', 0.07],
  ['fre', 0.04],
  ['ger', 0.02],
  ['ita', 0.02],
];
const LIBRARIES = ['BC', 'BDIR', 'BLET', 'BCS', 'BHU', 'BENG', 'BCOMP'] as const;
const STATUSES: Array<[string, number]> = [
  ['disponivel', 0.9],
  ['em_processamento', 0.03],
  ['em_transito', 0.03],
  ['em_reparo', 0.02],
  ['extraviado', 0.02],
];

function weighted<T>(random: () => number, options: Array<[T, number]>): T {
  let roll = random();
  for (const [value, share] of options) {
    if (roll < share) return value;
    roll -= share;
  }
  return options[0]![0];
}

type SyntheticTitle = {
  row: Record<string, unknown>;
  authors: string[];
  subjects: string[];
  copies: Array<{ biblioteca: string; tombo: string; situacao: string; cod_tipo_emprestimo: number }>;
};

/** Title number `index` of the catalogue for `seed`; the same arguments always give the same title. */
export function syntheticTitle(seed: number, index: number): SyntheticTitle {
  const random = createRandom((seed * 1_000_003 + index) >>> 0);
  const academic = random() < 0.65;
  const field = pick(random, FIELDS);
  const title = academic
    ? `${pick(random, STARTS)} ${field}`
    : `${random() < 0.5 ? 'A' : 'Uma'} ${pick(random, NOUNS)} ${pick(random, ADJECTIVES)}`;
  const subtitle = random() < 0.4 ? (academic ? `volume ${1 + Math.floor(random() * 3)}` : 'romance') : null;
  const authorCount = 1 + Math.floor(random() * random() * 3);
  const authors = Array.from(
    { length: authorCount },
    () => `${pick(random, SURNAMES)}, ${pick(random, FORENAMES)}`,
  );
  const [place, publisher] = pick(random, PUBLISHERS);
  const year = 2025 - Math.floor(random() * random() * 75);
  const type = weighted(random, WORK_TYPES);
  const language = weighted(random, LANGUAGES);
  const subjects = [
    ...new Set(Array.from({ length: 1 + Math.floor(random() * 3) }, () => pick(random, SUBJECTS))),
  ];
  const edition = random() < 0.3 ? `${2 + Math.floor(random() * 8)}. ed.` : null;
  const controlNumber = `${seed}-${index}`;
  const marc = {
    leader: '00000nam a2200000 i 4500',
    fields: [
      { '001': controlNumber },
      { '003': 'sintetico' },
      { '008': `250101s${year}    bl            000 0 ${language} d` },
      { '100': { ind1: '1', ind2: ' ', subfields: [{ a: authors[0] }] } },
      { '245': { ind1: '1', ind2: '0', subfields: [{ a: title }, ...(subtitle ? [{ b: subtitle }] : [])] } },
      { '264': { ind1: ' ', ind2: '1', subfields: [{ a: place }, { b: publisher }, { c: String(year) }] } },
      ...subjects.map((subject) => ({ '650': { ind1: ' ', ind2: '4', subfields: [{ a: subject }] } })),
    ],
  };
  const copyCount = type === 11 ? 0 : Math.floor(random() * 4) + (random() < 0.7 ? 1 : 0);
  const copies = Array.from({ length: copyCount }, (_, copy) => ({
    biblioteca: pick(random, LIBRARIES),
    tombo: `S${seed}-${index}-${copy + 1}`,
    situacao: weighted(random, STATUSES),
    cod_tipo_emprestimo: random() < 0.1 ? 4 : 1,
  }));
  return {
    row: {
      fonte: 'sintetico',
      numero_controle: controlNumber,
      identificadores: [],
      tipo_registro: 'a',
      nivel_bibliografico: type === 5 ? 's' : 'm',
      cod_tipo_obra: type,
      titulo: title,
      subtitulo: subtitle,
      titulo_ordenacao: title.replace(/^(A|Uma) /, ''),
      responsabilidade: authors.map((author) => author.split(', ').reverse().join(' ')).join(', '),
      autor_principal: authors[0],
      edicao: edition,
      local_publicacao: place,
      editora: publisher,
      ano_publicacao: year,
      data_publicacao: String(year),
      idioma: language,
      idiomas: [language],
      acesso_remoto: type === 11,
      registro_marc: marc,
      formato_origem: 'marcjson',
    },
    authors,
    subjects,
    copies,
  };
}

const insertTitles = /* sql */ `
  insert into acervo (fonte, numero_controle, identificadores, tipo_registro, nivel_bibliografico, cod_tipo_obra,
                      titulo, subtitulo, titulo_ordenacao, responsabilidade, autor_principal, edicao, local_publicacao,
                      editora, ano_publicacao, data_publicacao, idioma, idiomas, acesso_remoto, registro_marc, formato_origem)
  select fonte, numero_controle, identificadores, tipo_registro, nivel_bibliografico, cod_tipo_obra, titulo, subtitulo,
         titulo_ordenacao, responsabilidade, autor_principal, edicao, local_publicacao, editora, ano_publicacao,
         data_publicacao, idioma, idiomas, acesso_remoto, registro_marc, formato_origem
    from jsonb_to_recordset($1::jsonb) as r(fonte text, numero_controle text, identificadores text[],
         tipo_registro text, nivel_bibliografico text, cod_tipo_obra integer, titulo text, subtitulo text,
         titulo_ordenacao text, responsabilidade text, autor_principal text, edicao text, local_publicacao text,
         editora text, ano_publicacao smallint, data_publicacao text, idioma text, idiomas text[],
         acesso_remoto boolean, registro_marc jsonb, formato_origem text)
  on conflict (fonte, numero_controle) do nothing
  returning cod_acervo, numero_controle`;

type SyntheticReport = { titles: number; copies: number; rows: number; seconds: number };

/** Inserts `count` synthetic titles in batches; reports rows written and the time it took. */
export async function seedSyntheticCatalogue(
  db: Database,
  options: { count: number; seed: number; batchSize?: number; onProgress?: (done: number) => void },
): Promise<SyntheticReport> {
  const batchSize = options.batchSize ?? 1000;
  const started = performance.now();
  let titles = 0;
  let copies = 0;
  let rows = 0;
  for (let start = 0; start < options.count; start += batchSize) {
    const batch = Array.from({ length: Math.min(batchSize, options.count - start) }, (_, offset) =>
      syntheticTitle(options.seed, start + offset),
    );
    await db.transaction(async (tx) => {
      const inserted = await tx.query<{ cod_acervo: number; numero_controle: string }>(insertTitles, [
        JSON.stringify(batch.map((title) => title.row)),
      ]);
      const ids = new Map(inserted.map((row) => [row.numero_controle, row.cod_acervo]));
      const fresh = batch.filter((title) => ids.has(title.row.numero_controle as string));
      const idOf = (title: SyntheticTitle) => ids.get(title.row.numero_controle as string);
      const names = fresh.flatMap((title) =>
        title.authors.map((nome, index) => ({
          cod_acervo: idOf(title),
          seq: index + 1,
          tag: index === 0 ? '100' : '700',
          nome,
          nome_normalizado: normalizeHeading(nome),
        })),
      );
      const subjects = fresh.flatMap((title) =>
        title.subjects.map((descricao, index) => ({
          cod_acervo: idOf(title),
          seq: index + 1,
          descricao,
          normalizado: normalizeHeading(descricao),
        })),
      );
      const shelved = fresh.flatMap((title) =>
        title.copies.map((copy) => ({ cod_acervo: idOf(title), ...copy })),
      );
      if (names.length > 0) {
        await tx.query(
          `insert into acervo_autor (cod_acervo, seq, tag, nome, nome_normalizado)
           select cod_acervo, seq, tag, nome, nome_normalizado from jsonb_to_recordset($1::jsonb)
             as r(cod_acervo integer, seq smallint, tag text, nome text, nome_normalizado text)`,
          [JSON.stringify(names)],
        );
      }
      if (subjects.length > 0) {
        await tx.query(
          `insert into acervo_assunto (cod_acervo, seq, tag, descricao, descricao_normalizada, cabecalho_normalizado)
           select cod_acervo, seq, '650', descricao, normalizado, normalizado from jsonb_to_recordset($1::jsonb)
             as r(cod_acervo integer, seq smallint, descricao text, normalizado text)`,
          [JSON.stringify(subjects)],
        );
      }
      if (shelved.length > 0) {
        await tx.query(
          `insert into exemplar (cod_acervo, cod_biblioteca, tombo, cod_tipo_emprestimo, situacao)
           select r.cod_acervo, b.cod_biblioteca, r.tombo, r.cod_tipo_emprestimo, r.situacao
             from jsonb_to_recordset($1::jsonb)
               as r(cod_acervo integer, biblioteca text, tombo text, cod_tipo_emprestimo integer, situacao text)
             join biblioteca b on b.sigla = r.biblioteca`,
          [JSON.stringify(shelved)],
        );
      }
      titles += fresh.length;
      copies += shelved.length;
      rows += fresh.length + names.length + subjects.length + shelved.length;
    });
    options.onProgress?.(Math.min(start + batchSize, options.count));
  }
  return { titles, copies, rows, seconds: (performance.now() - started) / 1000 };
}
