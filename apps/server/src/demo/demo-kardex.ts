import type { Database, Queryable } from '../db/database.ts';

/**
 * The demo's periodical holdings (Kardex), tables of contents and closed storage (ADR 056): the
 * first imported periodical gets a quarterly collection at the library holding it (2022-2025, bound
 * volumes, one issue never received, contents for the 2025 issues) and a closed semiannual one at
 * a second library; each of the first two libraries gets a storage room holding its copies of
 * titles published before 1960 (or, having none, its two oldest available copies). Fixed years, so the data does not depend on the seeding day.
 */

const QUARTERS = ['jan./mar.', 'abr./jun.', 'jul./set.', 'out./dez.'];
const HALVES = ['jan./jun.', 'jul./dez.'];

/** Contents of the 2025 issues: the same sections every issue, as a journal prints them. */
const CONTENTS: Array<[string, string | null]> = [
  ['Editorial', 'Comissão editorial'],
  ['Acesso aberto e repositórios institucionais: um panorama', 'Souza, M. A.; Lima, R. C.'],
  ['Catalogação em RDA: relato de implantação', 'Pereira, J.'],
  ['Estudo de usuários em bibliotecas universitárias', 'Almeida, T.; Costa, F. R.'],
];

type Issue = {
  seq: number;
  ano: number;
  volume: string;
  numero: string;
  periodo: string;
  data_chegada: string | null;
  situacao: string;
  exemplares: number;
};

function quarterlyIssues(): Issue[] {
  const issues: Issue[] = [];
  for (let ano = 2022; ano <= 2025; ano++) {
    QUARTERS.forEach((periodo, index) => {
      const missing = ano === 2023 && index === 2;
      const month = String(index * 3 + 4).padStart(2, '0');
      issues.push({
        seq: issues.length + 1,
        ano,
        volume: `v. ${ano - 2012}`,
        numero: `n. ${index + 1}`,
        periodo,
        data_chegada: missing ? null : `${index === 3 ? ano + 1 : ano}-${index === 3 ? '01' : month}-15`,
        situacao: missing ? 'nao_recebido' : ano <= 2023 ? 'encadernado' : 'recebido',
        exemplares: missing ? 0 : 1,
      });
    });
  }
  return issues;
}

function semiannualIssues(): Issue[] {
  return [2024, 2025].flatMap((ano, yearIndex) =>
    HALVES.map((periodo, index) => ({
      seq: yearIndex * 2 + index + 1,
      ano,
      volume: `v. ${ano - 2012}`,
      numero: `n. ${index + 1}`,
      periodo,
      data_chegada: `${ano}-${index === 0 ? '07' : '12'}-20`,
      situacao: 'recebido',
      exemplares: 1,
    })),
  );
}

async function insertCollection(
  db: Queryable,
  collection: {
    cod_acervo: number;
    cod_biblioteca: number;
    periodicidade: string;
    situacao: string;
    nota: string;
  },
  issues: Issue[],
  withContents: (issue: Issue) => boolean,
) {
  const [row] = await db.query<{ cod_colecao: number }>(
    `insert into kardex_colecao (cod_acervo, cod_biblioteca, periodicidade, situacao, nota)
     values ($1, $2, $3, $4, $5) returning cod_colecao`,
    [
      collection.cod_acervo,
      collection.cod_biblioteca,
      collection.periodicidade,
      collection.situacao,
      collection.nota,
    ],
  );
  const cod = row!.cod_colecao;
  await db.query(
    `insert into kardex_fasciculo (cod_colecao, seq, ano, volume, numero, periodo, data_chegada, situacao, exemplares)
     select $1, i.seq, i.ano, i.volume, i.numero, i.periodo, i.data_chegada, i.situacao, i.exemplares
       from jsonb_to_recordset($2::jsonb) as i(seq integer, ano smallint, volume text, numero text, periodo text,
            data_chegada date, situacao text, exemplares smallint)`,
    [cod, JSON.stringify(issues)],
  );
  const articles = issues.filter(withContents).flatMap((issue) => {
    let page = 1;
    return CONTENTS.map(([titulo, autores], index) => {
      const first = page;
      page += index === 0 ? 2 : 14;
      return { seq_fasciculo: issue.seq, seq: index + 1, titulo, autores, paginas: `${first}-${page - 1}` };
    });
  });
  await db.query(
    `insert into sumario_artigo (cod_colecao, seq_fasciculo, seq, titulo, autores, paginas)
     select $1, a.seq_fasciculo, a.seq, a.titulo, a.autores, a.paginas
       from jsonb_to_recordset($2::jsonb) as a(seq_fasciculo integer, seq smallint, titulo text, autores text, paginas text)`,
    [cod, JSON.stringify(articles)],
  );
}

/** Safe at every start: does nothing once any collection or storage room exists. */
export async function seedDemoKardex(db: Database): Promise<void> {
  const [seeded] = await db.query('select 1 from kardex_colecao union all select 1 from armazem limit 1');
  if (seeded) return;
  await db.transaction(async (tx) => {
    const libraries = (
      await tx.query<{ cod_biblioteca: number }>(
        'select cod_biblioteca from biblioteca order by cod_biblioteca',
      )
    ).map((row) => row.cod_biblioteca);
    if (libraries.length === 0) return;
    const [periodical] = await tx.query<{ cod_acervo: number; cod_biblioteca: number | null }>(
      `select a.cod_acervo,
              (select e.cod_biblioteca from exemplar e where e.cod_acervo = a.cod_acervo
                order by e.cod_exemplar limit 1) as cod_biblioteca
         from acervo a where a.cod_tipo_obra = 5 order by a.fonte, a.numero_controle limit 1`,
    );
    if (periodical) {
      const main = periodical.cod_biblioteca ?? libraries[0]!;
      await insertCollection(
        tx,
        {
          cod_acervo: periodical.cod_acervo,
          cod_biblioteca: main,
          periodicidade: 'trimestral',
          situacao: 'corrente',
          nota: 'v. 10 (2022)-',
        },
        quarterlyIssues(),
        (issue) => issue.ano === 2025,
      );
      const second = libraries.find((library) => library !== main);
      if (second !== undefined) {
        await insertCollection(
          tx,
          {
            cod_acervo: periodical.cod_acervo,
            cod_biblioteca: second,
            periodicidade: 'semestral',
            situacao: 'encerrada',
            nota: 'v. 12 (2024)-v. 13 (2025)',
          },
          semiannualIssues(),
          () => false,
        );
      }
    }
    const rooms: Array<[number | undefined, string, number]> = [
      [libraries[0], 'Depósito do subsolo', 24],
      [libraries[1], 'Armazém de obras raras', 48],
    ];
    for (const [library, descricao, hours] of rooms) {
      if (library === undefined) continue;
      const [room] = await tx.query<{ cod_armazem: number }>(
        'insert into armazem (cod_biblioteca, descricao, prazo_horas) values ($1, $2, $3) returning cod_armazem',
        [library, descricao, hours],
      );
      await tx.query(
        `insert into exemplar_armazem (cod_exemplar, cod_armazem, posicao)
         select e.cod_exemplar, $2, 'Caixa ' || (row_number() over (order by e.tombo) + 9) / 10
           from exemplar e join acervo a using (cod_acervo)
          where e.cod_biblioteca = $1 and a.ano_publicacao < 1960`,
        [library, room!.cod_armazem],
      );
      // A library with no copy that old still gets its oldest two, so every room can be asked of.
      await tx.query(
        `insert into exemplar_armazem (cod_exemplar, cod_armazem, posicao)
         select e.cod_exemplar, $2, 'Caixa 1'
           from exemplar e join acervo a using (cod_acervo)
          where e.cod_biblioteca = $1 and e.situacao = 'disponivel'
            and not exists (select 1 from exemplar_armazem x where x.cod_armazem = $2)
          order by a.ano_publicacao nulls last, e.tombo limit 2`,
        [library, room!.cod_armazem],
      );
    }
  });
}
