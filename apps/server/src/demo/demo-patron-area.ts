import { suggestionStatuses } from '@acervo/contract';
import type { Database, Queryable } from '../db/database.ts';
import type { LibraryTime } from '../time/library-time.ts';
import { onLibraryClock, wall } from './demo-time.ts';

/**
 * What the demo patrons have in My area beyond loans and holds (README "Demo logins", ADRs 061 and 062):
 * alerts read and unread, every status of acquisition suggestions, bibliographic requests and
 * loan requests (and, after the storage rooms, of closed-storage requests), an interest profile, a
 * permanent basket, teaching plans and an issued clearance.
 * Dated from the seeding day, like the demo circulation.
 */

async function loginOf(db: Queryable, usuario: string) {
  const [row] = await db.query<{ cod_login: number; cod_pessoa: number }>(
    'select cod_login, cod_pessoa from login where usuario = $1',
    [usuario],
  );
  if (!row) throw new Error(`demo login ${usuario} is missing`);
  return row;
}

async function titlesWhere(db: Queryable, where: string, limit: number) {
  return (
    await db.query<{ cod_acervo: number }>(
      `select cod_acervo from acervo a where ${where} order by (formato_origem = 'curado') desc, cod_acervo limit $1`,
      [limit],
    )
  ).map((row) => row.cod_acervo);
}

async function seedAlerts(tx: Queryable) {
  const bruno = await loginOf(tx, 'bruno.lima');
  const [released] = await tx.query<{
    cod_acervo: number;
    titulo: string;
    prazo: string;
    biblioteca: string;
  }>(
    `select r.cod_acervo, a.titulo, to_char(r.prazo_retirada, 'DD/MM/YYYY') as prazo, b.desc_biblioteca as biblioteca
       from reserva r join acervo a using (cod_acervo) join biblioteca b on b.cod_biblioteca = r.cod_biblioteca
      where r.cod_pessoa = $1 and r.situacao = 'liberada' limit 1`,
    [bruno.cod_pessoa],
  );
  if (released) {
    await tx.query(
      `insert into alerta (cod_pessoa, tipo, titulo, mensagem, cod_acervo, criado_em)
       values ($1, 'reserva_liberada', $2, $3, $4, ${wall('{today} - 1', '08:30')})`,
      [
        bruno.cod_pessoa,
        `Reserva disponível: ${released.titulo}`,
        `Sua reserva está disponível para retirada na ${released.biblioteca} até ${released.prazo}.`,
        released.cod_acervo,
      ],
    );
  }
  await tx.query(
    `insert into alerta (cod_pessoa, tipo, titulo, mensagem, criado_em, lido_em)
     values ($1, 'aviso', 'Horário especial nas férias', 'A biblioteca central abre das 8h às 17h durante as férias.',
             ${wall('{today} - 12', '10:00')}, ${wall('{today} - 11', '09:00')}),
            ($1, 'solicitacao', 'Solicitação atendida', 'Sua solicitação de comutação bibliográfica foi atendida.',
             ${wall('{today} - 3', '14:00')}, null)`,
    [bruno.cod_pessoa],
  );
}

async function seedSuggestions(tx: Queryable) {
  const daniel = await loginOf(tx, 'daniel.alves');
  const [library] = await tx.query<{ cod_biblioteca: number }>(
    'select cod_biblioteca from biblioteca order by cod_biblioteca limit 1',
  );
  for (const [index, status] of suggestionStatuses.entries()) {
    await tx.query(
      `insert into sugestao_aquisicao (cod_pessoa, cod_login, cod_biblioteca, autor, titulo, edicao, editor, situacao,
                                       criado_em, atualizado_em)
       values ($1, $2, $3, $4, $5, $6, $7, $8, ${wall('{today} - $9::int', '09:00')}, ${wall('{today} - $9::int', '09:00')})`,
      [
        daniel.cod_pessoa,
        daniel.cod_login,
        library!.cod_biblioteca,
        'Autor Sugerido',
        `Título sugerido ${index + 1}`,
        `${(index % 3) + 1}. ed.`,
        'Editora Universitária',
        status,
        (suggestionStatuses.length - index) * 7,
      ],
    );
  }
}

async function seedRequests(tx: Queryable) {
  const bruno = await loginOf(tx, 'bruno.lima');
  const [library] = await tx.query<{ cod_biblioteca: number }>(
    'select cod_biblioteca from biblioteca order by cod_biblioteca limit 1',
  );
  const kinds = [
    [
      'comutacao-bibliografica',
      'artigo',
      {
        titulo_documento: 'Revista de Educação',
        titulo_parte: 'Leitura e escrita',
        pagina_inicial: 20,
        pagina_final: 30,
      },
    ],
    ['levantamento-bibliografico', null, { assunto: 'Letramento digital no ensino superior' }],
    [
      'ficha-catalografica',
      null,
      {
        titulo: 'Práticas de leitura',
        autores: 'Bruno Lima',
        ano: 2026,
        paginas: 142,
        palavras_chave: 'leitura; ensino',
        tipo_trabalho: 'dissertacao',
      },
    ],
    [
      'pesquisa-especializada',
      null,
      { tema: 'Bibliotecas universitárias', objetivo: 'Levantar estudos de usuários' },
    ],
    [
      'emprestimo-inter-bibliotecas',
      null,
      {
        titulo: 'Obra rara de referência',
        instituicao_fornecedora: 'Universidade Vizinha',
        telefone: '(61) 3000-1234',
        email: 'bruno.lima@uniacervo.example',
      },
    ],
  ] as const;
  const statuses = ['aguardando', 'em_andamento', 'atendida', 'cancelada'] as const;
  for (const [kindIndex, [tipo, subtipo, dados]] of kinds.entries()) {
    for (const [statusIndex, situacao] of statuses.entries()) {
      await tx.query(
        `insert into solicitacao (cod_pessoa, cod_login, tipo, subtipo, cod_biblioteca, dados, situacao, resposta, criado_em)
         values ($1, $2, $3, $4, $5, $6, $7, $8, ${wall('{today} - $9::int', '11:00')})`,
        [
          bruno.cod_pessoa,
          bruno.cod_login,
          tipo,
          subtipo,
          library!.cod_biblioteca,
          JSON.stringify(dados),
          situacao,
          situacao === 'atendida' ? 'Material enviado por e-mail.' : null,
          5 + statusIndex * 9 + kindIndex,
        ],
      );
    }
  }
}

async function seedLoanRequests(tx: Queryable) {
  const igor = await loginOf(tx, 'igor.batista');
  const copies = await tx.query<{ cod_acervo: number; cod_biblioteca: number }>(
    `select distinct on (e.cod_acervo) e.cod_acervo, e.cod_biblioteca
       from exemplar e join tipo_emprestimo t using (cod_tipo_emprestimo)
      where e.situacao = 'disponivel' and t.permite_emprestimo and e.volume is null and e.tomo is null
      order by e.cod_acervo desc limit 5`,
  );
  const [receiving] = await tx.query<{ cod_biblioteca: number }>(
    'select cod_biblioteca from biblioteca order by cod_biblioteca limit 1',
  );
  const statuses = ['aguardando', 'em_transito', 'disponivel', 'finalizada', 'cancelada'] as const;
  for (const [index, copy] of copies.entries()) {
    await tx.query(
      `insert into solicitacao_emprestimo (cod_acervo, cod_pessoa, cod_login, biblioteca_origem, biblioteca_recebimento,
                                           telefone, email, domicilio, situacao, criado_em, atualizado_em)
       values ($1, $2, $3, $4, $5, '(61) 99876-5432', 'igor.batista@uniacervo.example', $6, $7,
               ${wall('{today} - $8::int', '15:00')}, ${wall('{today} - $8::int', '15:00')})`,
      [
        copy.cod_acervo,
        igor.cod_pessoa,
        igor.cod_login,
        copy.cod_biblioteca,
        receiving!.cod_biblioteca,
        copy.cod_biblioteca === receiving!.cod_biblioteca,
        statuses[index],
        2 + index * 6,
      ],
    );
  }
}

async function seedProfileBasketPlans(tx: Queryable, time: LibraryTime) {
  const daniel = await loginOf(tx, 'daniel.alves');
  const [author] = await tx.query<{ nome: string; nome_normalizado: string }>(
    `select min(nome) as nome, nome_normalizado from acervo_autor group by nome_normalizado order by count(*) desc, 2 limit 1`,
  );
  if (author) {
    await tx.query(
      `insert into perfil_interesse_termo (cod_pessoa, tipo_dsi, termo, termo_normalizado, validade)
       values ($1, 'autor', $2, $3, {today} + 365)`,
      [daniel.cod_pessoa, author.nome, author.nome_normalizado],
    );
  }
  const ana = await loginOf(tx, '2024001');
  for (const [index, id] of (await titlesWhere(tx, "cdd like '869%'", 4)).entries()) {
    await tx.query(
      `insert into cesta_permanente (cod_pessoa, cod_acervo, incluido_em, removido_em)
       values ($1, $2, ${wall('{today} - $3::int', '16:00')}, $4)`,
      [ana.cod_pessoa, id, index * 9, index === 3 ? new Date(time.now().getTime() - 86_400_000) : null],
    );
  }

  const plans = [
    [
      'Departamento de Letras',
      'LET101',
      'Literatura Brasileira I',
      'Profa. Marina Lopes',
      1,
      "cdd like '869%'",
    ],
    ['Departamento de Direito', 'DIR201', 'Introdução ao Direito', 'Prof. Daniel Alves', 3, "cdd like '34%'"],
  ] as const;
  const year = Number(time.today().slice(0, 4));
  for (const [department, code, name, teacher, period, where] of plans) {
    for (const semester of [1, 2]) {
      const [plan] = await tx.query<{ cod_plano: number }>(
        `insert into plano_ensino (cod_departamento, codigo_disciplina, nome_disciplina, professor, ano, semestre, periodo)
         select cod_departamento, $2, $3, $4, $5, $6, $7 from departamento where descricao = $1
         returning cod_plano`,
        [department, code, name, teacher, year, semester, period],
      );
      if (!plan) continue;
      for (const [index, id] of (await titlesWhere(tx, where, 6)).entries()) {
        await tx.query(
          `insert into plano_ensino_bibliografia (cod_plano, cod_acervo, tipo) values ($1, $2, $3)`,
          [plan.cod_plano, id, index < 3 ? 'basica' : 'complementar'],
        );
      }
    }
  }
}

/** José (staff login) left the university: his clearance was issued, which suspends him. */
async function seedClearance(tx: Queryable) {
  const jose = await loginOf(tx, 'jose.santos');
  const [suspension] = await tx.query<{ cod_afastamento: number }>(
    `insert into afastamento (cod_pessoa, data_inicio, data_fim, motivo)
     values ($1, {today} - 2, date '9999-12-31', 'Nada consta emitido: desligamento da unidade de informação')
     returning cod_afastamento`,
    [jose.cod_pessoa],
  );
  await tx.query(
    `insert into nada_consta (cod_pessoa, cod_login, codigo_verificacao, emitido_em, cod_afastamento)
     values ($1, $2, 'DEMO-NADA-CONS', ${wall('{today} - 2', '10:15')}, $3)`,
    [jose.cod_pessoa, jose.cod_login, suspension!.cod_afastamento],
  );
}

/** Seeds once, after the demo circulation; returns whether it did. */
export async function seedDemoPatronArea(db: Database, time: LibraryTime): Promise<boolean> {
  const [existing] = await db.query('select 1 from sugestao_aquisicao limit 1');
  if (existing) return false;
  const [people] = await db.query(`select 1 from login where usuario = 'jose.santos'`);
  const [loans] = await db.query('select 1 from emprestimo limit 1');
  if (!people || !loans) return false;
  await db.transaction(async (raw) => {
    const tx = onLibraryClock(raw, time);
    await seedAlerts(tx);
    await seedSuggestions(tx);
    await seedRequests(tx);
    await seedLoanRequests(tx);
    await seedProfileBasketPlans(tx, time);
    await seedClearance(tx);
  });
  return true;
}

/**
 * Igor's closed-storage requests (ADR 066), one copy in each status: an older request finished and
 * cancelled, one at the desk, and one still to fetch from the second library's room. Runs after the
 * storage rooms exist; picks copies from the end of the accession order, so the first ones stay
 * free to ask for. Seeds once; returns whether it did.
 */
export async function seedDemoStorageRequests(db: Database, time: LibraryTime): Promise<boolean> {
  const [existing] = await db.query('select 1 from solicitacao_armazem limit 1');
  if (existing) return false;
  const [igorLogin] = await db.query(`select 1 from login where usuario = 'igor.batista'`);
  const rooms = await db.query<{ cod_armazem: number; cod_biblioteca: number }>(
    `select cod_armazem, cod_biblioteca from armazem s
      where exists (select 1 from exemplar_armazem x where x.cod_armazem = s.cod_armazem)
      order by cod_biblioteca, cod_armazem`,
  );
  if (!igorLogin || rooms.length === 0) return false;
  const first = rooms[0]!;
  const second = rooms[1] ?? first;
  const requests = [
    { room: first, daysAgo: 9, statuses: ['finalizada', 'cancelada'] },
    { room: first, daysAgo: 1, statuses: ['disponivel'] },
    { room: second, daysAgo: 0, statuses: ['aguardando'] },
  ] as const;
  await db.transaction(async (raw) => {
    const tx = onLibraryClock(raw, time);
    const igor = await loginOf(tx, 'igor.batista');
    for (const { room, daysAgo, statuses } of requests) {
      const [request] = await tx.query<{ cod_solicitacao: number }>(
        `insert into solicitacao_armazem (cod_pessoa, cod_login, cod_biblioteca, criado_em)
         values ($1, $2, $3, ${wall('{today} - $4::int', '10:00')}) returning cod_solicitacao`,
        [igor.cod_pessoa, igor.cod_login, room.cod_biblioteca, daysAgo],
      );
      for (const situacao of statuses) {
        await tx.query(
          `insert into solicitacao_armazem_item (cod_solicitacao, cod_exemplar, situacao, previsao)
           select r.cod_solicitacao, x.cod_exemplar, $3, r.criado_em + make_interval(hours => s.prazo_horas)
             from solicitacao_armazem r, exemplar_armazem x
             join armazem s on s.cod_armazem = x.cod_armazem
             join exemplar e on e.cod_exemplar = x.cod_exemplar
            where r.cod_solicitacao = $1 and x.cod_armazem = $2 and e.situacao = 'disponivel'
              and not exists (select 1 from solicitacao_armazem_item i where i.cod_exemplar = x.cod_exemplar)
            order by e.tombo desc limit 1`,
          [request!.cod_solicitacao, room.cod_armazem, situacao],
        );
      }
    }
  });
  return true;
}
