import type { Database } from '../db/database.ts';

const t = (pt: string, en: string, es: string) => ({ pt, en, es });

/**
 * The demo university's databases (My area, "Bases de dados"; ADR 065). Two open logged in through
 * the redirect keys of the demo settings (`periodicos`, `ebooks`); the standards collection is for
 * graduate students, staff and professors (categories 2, 3, 4) and only on campus.
 */
const demoDatabases = [
  {
    nome: 'Portal de Periódicos',
    descricao: t(
      'Revistas científicas assinadas pela universidade, com texto completo.',
      'Scientific journals the university subscribes to, in full text.',
      'Revistas científicas suscritas por la universidad, con texto completo.',
    ),
    url: 'https://uniacervo.example/periodicos',
    chave: 'periodicos',
    remoto: true,
    categorias: [] as number[],
  },
  {
    nome: 'Biblioteca Digital de E-books',
    descricao: t(
      'Livros eletrônicos de todas as áreas para ler on-line.',
      'E-books of every field to read online.',
      'Libros electrónicos de todas las áreas para leer en línea.',
    ),
    url: 'https://ebooks.uniacervo.example',
    chave: 'ebooks',
    remoto: true,
    categorias: [],
  },
  {
    nome: 'SciELO',
    descricao: t(
      'Biblioteca eletrônica de periódicos científicos em acesso aberto.',
      'Open-access electronic library of scientific journals.',
      'Biblioteca electrónica de revistas científicas en acceso abierto.',
    ),
    url: 'https://www.scielo.org',
    chave: null,
    remoto: true,
    categorias: [],
  },
  {
    nome: 'Coleção de Normas Técnicas',
    descricao: t(
      'Normas técnicas brasileiras e internacionais (acesso na rede do campus).',
      'Brazilian and international technical standards (on the campus network).',
      'Normas técnicas brasileñas e internacionales (en la red del campus).',
    ),
    url: 'https://normas.uniacervo.example',
    chave: null,
    remoto: false,
    categorias: [2, 3, 4],
  },
];

/** Seeds once, when the demo categories exist and no database is registered; returns whether it did. */
export async function seedDemoDatabases(db: Database): Promise<boolean> {
  const [existing] = await db.query('select 1 from base_dados limit 1');
  const [categories] = await db.query('select 1 from categoria_usuario where cod_categoria = 4');
  if (existing || !categories) return false;
  await db.transaction(async (tx) => {
    for (const [index, base] of demoDatabases.entries()) {
      const [row] = await tx.query<{ cod_base: number }>(
        `insert into base_dados (nome, descricao, url, chave_redirecionamento, acesso_remoto, ordem)
         values ($1, $2, $3, $4, $5, $6) returning cod_base`,
        [base.nome, base.descricao, base.url, base.chave, base.remoto, index],
      );
      for (const category of base.categorias) {
        await tx.query('insert into base_dados_categoria (cod_base, cod_categoria) values ($1, $2)', [
          row!.cod_base,
          category,
        ]);
      }
    }
  });
  return true;
}
