import type { Database, Queryable } from '../db/database.ts';
import { createRandom, hashSeed } from './seeded-random.ts';

/**
 * Copies (exemplares) of the demo titles across the seven libraries, laid out the way a Brazilian
 * university library looks: textbooks in several copies on the campus of their field with one
 * reference-only copy, literature at the arts library and the central library, multi-volume works
 * as one copy per volume, and a few copies being processed, missing, in transit or in repair.
 * No copy is on loan or on hold here: circulation seeds its loans and holds on available copies.
 * Deterministic: each title's copies come from a random generator seeded by its identity.
 */

type TitleForCopies = {
  cod_acervo: number;
  fonte: string;
  numero_controle: string;
  cod_tipo_obra: number;
  cdd: string | null;
  classificacao: string | null;
  acesso_remoto: boolean;
  descricao_fisica: string | null;
  titulo: string;
  formato_origem: string;
};

type DemoCopy = {
  cod_acervo: number;
  biblioteca: string;
  tombo: string;
  volume: string | null;
  tomo: string | null;
  parte: string | null;
  material_adicional: string | null;
  localizacao: string;
  chamada: string | null;
  cod_tipo_emprestimo: number;
  situacao: string;
  data_aquisicao: string;
};

/** Libraries (by sigla) that hold a title, by the field its CDD class says it belongs to. */
function librariesFor(title: TitleForCopies): string[] {
  const cdd = (title.cdd ?? '').replace(/^B/, '');
  if (title.cod_tipo_obra === 8 || title.cod_tipo_obra === 9 || title.cod_tipo_obra === 10) return ['BLET'];
  if (title.cod_tipo_obra === 7) return ['BC'];
  if (title.cod_tipo_obra === 5) return ['BC'];
  if (/^34/.test(cdd)) return ['BDIR', 'BC'];
  if (/^61/.test(cdd)) return ['BCS', 'BHU'];
  if (/^(62|53|51|54)/.test(cdd)) return ['BENG'];
  if (/^00[0-6]/.test(cdd)) return ['BCOMP', 'BENG'];
  if (/^(8|7)/.test(cdd)) return ['BLET', 'BC'];
  return ['BC'];
}

/** Statuses other than available, each rare, as in any real collection. */
const UNUSUAL_STATUSES: Array<[string, number]> = [
  ['em_processamento', 0.03],
  ['em_transito', 0.02],
  ['em_reparo', 0.02],
  ['extraviado', 0.015],
];

function statusFor(random: () => number): string {
  let roll = random();
  for (const [status, share] of UNUSUAL_STATUSES) {
    if (roll < share) return status;
    roll -= share;
  }
  return 'disponivel';
}

function volumesOf(title: TitleForCopies): number {
  const match = /^(\d+) v\./.exec(title.descricao_fisica ?? '');
  return match ? Math.min(Number(match[1]), 6) : 1;
}

/** Which part of an item a multi-volume work's copies number: volumes, tomes or parts. */
function partColumn(title: TitleForCopies): 'volume' | 'tomo' | 'parte' {
  if (/^O tempo e o vento/.test(title.titulo)) return 'parte';
  const cdd = (title.cdd ?? '').replace(/^B/, '');
  return /^8/.test(cdd) ? 'tomo' : 'volume';
}

export function planDemoCopies(titles: TitleForCopies[]): DemoCopy[] {
  const copies: DemoCopy[] = [];
  const accession = new Map<string, number>();
  const nextTombo = (library: string) => {
    const number = (accession.get(library) ?? 0) + 1;
    accession.set(library, number);
    return `${library}${String(number).padStart(6, '0')}`;
  };

  for (const title of titles) {
    // Online-only resources have no copies on a shelf.
    if (title.acesso_remoto && title.cod_tipo_obra === 11) continue;
    const random = createRandom(hashSeed(`${title.fonte}|${title.numero_controle}`));
    const curated = title.formato_origem === 'curado';
    // Curated works outside literature, history and philosophy are course books: more copies, one for reference.
    const textbook = curated && !/^(8|9|1)/.test((title.cdd ?? '').replace(/^B/, ''));
    const libraries = librariesFor(title);
    const volumes = volumesOf(title);
    const part = partColumn(title);
    const perLibrary = curated ? (textbook ? 2 + Math.floor(random() * 4) : 1 + Math.floor(random() * 3)) : 1;

    libraries.forEach((library, libraryIndex) => {
      // Real imported records: one copy at their main library, a second sometimes.
      const count = curated
        ? Math.max(1, perLibrary - libraryIndex)
        : libraryIndex === 0 || random() < 0.15
          ? 1
          : 0;
      for (let copy = 0; copy < count; copy++) {
        for (let volume = 1; volume <= volumes; volume++) {
          const referenceOnly =
            title.cod_tipo_obra === 5 || (textbook && copy === 0) || (!curated && random() < 0.05);
          const loanType = referenceOnly
            ? 4
            : textbook && random() < 0.25
              ? 3
              : curated && random() < 0.2
                ? 2
                : 1;
          const label =
            volumes > 1
              ? part === 'volume'
                ? `v. ${volume}`
                : part === 'tomo'
                  ? `t. ${volume}`
                  : `pt. ${volume}`
              : null;
          const year = 2005 + Math.floor(random() * 20);
          const month = 1 + Math.floor(random() * 12);
          const day = 1 + Math.floor(random() * 28);
          copies.push({
            cod_acervo: title.cod_acervo,
            biblioteca: library,
            tombo: nextTombo(library),
            volume: part === 'volume' ? label : null,
            tomo: part === 'tomo' ? label : null,
            parte: part === 'parte' ? label : null,
            material_adicional: textbook && random() < 0.12 ? '1 CD-ROM' : null,
            localizacao: `${referenceOnly ? 'Obras de referência' : 'Acervo geral'}, estante ${String.fromCharCode(65 + Math.floor(random() * 12))}${1 + Math.floor(random() * 9)}`,
            chamada: title.classificacao,
            cod_tipo_emprestimo: loanType,
            situacao: statusFor(random),
            data_aquisicao: `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`,
          });
        }
      }
    });
  }
  return copies;
}

/** Stores the copies of every title; `alsoInTransaction` commits with them or not at all. */
export async function seedDemoCopies(
  db: Database,
  alsoInTransaction?: (tx: Queryable) => Promise<unknown>,
): Promise<number> {
  const titles = await db.query<TitleForCopies>(
    `select cod_acervo, fonte, numero_controle, cod_tipo_obra, cdd, classificacao, acesso_remoto,
            descricao_fisica, titulo, formato_origem
       from acervo order by fonte, numero_controle`,
  );
  const copies = planDemoCopies(titles);
  await db.transaction(async (tx) => {
    for (let start = 0; start < copies.length; start += 2000) {
      await tx.query(
        `insert into exemplar (cod_acervo, cod_biblioteca, tombo, volume, tomo, parte, material_adicional,
                               localizacao, chamada, cod_tipo_emprestimo, situacao, data_aquisicao)
         select r.cod_acervo, b.cod_biblioteca, r.tombo, r.volume, r.tomo, r.parte, r.material_adicional,
                r.localizacao, r.chamada, r.cod_tipo_emprestimo, r.situacao, r.data_aquisicao
           from jsonb_to_recordset($1::jsonb) as r(cod_acervo integer, biblioteca text, tombo text, volume text,
                tomo text, parte text, material_adicional text, localizacao text, chamada text,
                cod_tipo_emprestimo integer, situacao text, data_aquisicao date)
           join biblioteca b on b.sigla = r.biblioteca`,
        [JSON.stringify(copies.slice(start, start + 2000))],
      );
    }
    await alsoInTransaction?.(tx);
  });
  return copies.length;
}
