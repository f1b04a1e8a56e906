import type { Queryable } from '../db/database.ts';
import type { LibraryTime } from '../time/library-time.ts';
import { onLibraryClock } from './demo-time.ts';
import type { InstitutionSettings } from '../modules/institution/institution-settings.ts';

const t = (pt: string, en: string, es: string) => ({ pt, en, es });

/**
 * The demo university's settings (ADR 034). The category question is optional and the duplicate
 * check is on, so the portal can exercise both (spec: companies 87 and 571) without making every
 * demo login type a category code.
 */
const demoSettings: InstitutionSettings = {
  login: { perguntar_categoria: 'opcional', verificar_duplicados: true },
  secao_1: {
    titulo: t('Guias de pesquisa', 'Research guides', 'Guías de investigación'),
    texto: t(
      'Comece por um tema: cada guia abre uma pesquisa preparada pelas bibliotecárias.',
      'Start from a subject: each guide opens a search prepared by our librarians.',
      'Empiece por un tema: cada guía abre una búsqueda preparada por las bibliotecarias.',
    ),
  },
  secao_2: {
    titulo: t('Serviços da biblioteca', 'Library services', 'Servicios de la biblioteca'),
    texto: t(
      'Empréstimos, reservas, normalização de trabalhos e acesso a bases de dados.',
      'Loans, holds, help with citation styles and access to databases.',
      'Préstamos, reservas, normalización de trabajos y acceso a bases de datos.',
    ),
    links: [
      {
        titulo: t('Normas ABNT', 'ABNT citation guide', 'Normas ABNT'),
        url: 'https://uniacervo.example/biblioteca/abnt',
        descricao: t(
          'Como citar e referenciar em trabalhos acadêmicos.',
          'How to cite and reference in academic work.',
          'Cómo citar y referenciar en trabajos académicos.',
        ),
      },
      {
        titulo: t('Portal de Periódicos', 'Journals portal', 'Portal de revistas'),
        url: 'https://uniacervo.example/periodicos',
      },
    ],
  },
  informacoes_gerais: [
    {
      titulo: t('Prazos de empréstimo', 'Loan periods', 'Plazos de préstamo'),
      texto: t(
        'Graduação: 14 dias; pós-graduação: 21 dias; professores: 30 dias. Renove pela Minha área.',
        'Undergraduates: 14 days; graduates: 21 days; professors: 30 days. Renew in My area.',
        'Grado: 14 días; posgrado: 21 días; profesores: 30 días. Renueve en Mi área.',
      ),
    },
    {
      titulo: t('Multas', 'Fines', 'Multas'),
      texto: t(
        'Atrasos geram multa diária por item, conforme a categoria do usuário.',
        'Late returns incur a daily fine per item, depending on the patron category.',
        'Los retrasos generan una multa diaria por ítem, según la categoría del usuario.',
      ),
    },
  ],
  informativos: {
    '18': t(
      'A reserva só é possível quando todos os exemplares estão emprestados. Você tem 2 dias para retirar o item liberado.',
      'A hold is only possible while every copy is on loan. You have 2 days to collect a released item.',
      'La reserva solo es posible cuando todos los ejemplares están prestados. Tiene 2 días para retirar el ítem liberado.',
    ),
    '75': t(
      'Solicite o empréstimo e retire o item na biblioteca escolhida.',
      'Request the loan and collect the item at the library you choose.',
      'Solicite el préstamo y retire el ítem en la biblioteca elegida.',
    ),
  },
  autoatendimento: {
    ativo: true,
    cod_biblioteca: 1,
    autenticacao: 'senha',
    idioma: 'pt',
    url: 'https://autoatendimento.uniacervo.example',
    teclado: true,
  },
  app_layers: {
    ativo: true,
    nome: 'Acervo Mobile',
    url: 'https://app.uniacervo.example',
    android: 'https://play.google.com/store/apps/details?id=example.uniacervo.acervo',
    ios: null,
  },
  redirecionamentos: {
    postagem_trabalho: 'https://repositorio.uniacervo.example/deposito',
    bases: {
      periodicos: 'https://uniacervo.example/periodicos',
      ebooks: 'https://ebooks.uniacervo.example',
    },
  },
  // Reserved hosts (RFC 6761 .invalid): the demo shows the flow, never reaches a real provider.
  provedores_conteudo: [
    {
      codigo: 'grupoa',
      nome: t('Minha Biblioteca (Grupo A)', 'Minha Biblioteca (Grupo A)', 'Minha Biblioteca (Grupo A)'),
      url: 'https://minhabiblioteca.grupoa.example.invalid/acesso',
      redirecionamento: 'grupoa',
      nova_aba: true,
    },
    {
      codigo: 'pearson',
      nome: t('Biblioteca Virtual Pearson', 'Pearson Virtual Library', 'Biblioteca Virtual Pearson'),
      url: 'https://bv.pearson.example.invalid/login',
      redirecionamento: 'pearson',
      nova_aba: true,
    },
  ],
  eventum: { url: 'https://eventos.uniacervo.example' },
};

const guides = [
  {
    slug: 'literatura-brasileira',
    titulo: t('Literatura brasileira', 'Brazilian literature', 'Literatura brasileña'),
    descricao: t(
      'Clássicos e contemporâneos: Machado, Clarice, Guimarães Rosa e mais.',
      'Classics and contemporaries: Machado, Clarice, Guimarães Rosa and more.',
      'Clásicos y contemporáneos: Machado, Clarice, Guimarães Rosa y más.',
    ),
    pesquisa: 'termo=literatura+brasileira',
  },
  {
    slug: 'direito',
    titulo: t('Direito', 'Law', 'Derecho'),
    descricao: t(
      'Doutrina, códigos comentados e legislação.',
      'Doctrine, annotated codes and legislation.',
      'Doctrina, códigos comentados y legislación.',
    ),
    pesquisa: 'termo=direito',
  },
  {
    slug: 'saude',
    titulo: t('Ciências da saúde', 'Health sciences', 'Ciencias de la salud'),
    descricao: t(
      'Anatomia, fisiologia, enfermagem e saúde pública.',
      'Anatomy, physiology, nursing and public health.',
      'Anatomía, fisiología, enfermería y salud pública.',
    ),
    pesquisa: 'termo=saude',
  },
  {
    slug: 'computacao',
    titulo: t('Computação', 'Computing', 'Computación'),
    descricao: t(
      'Algoritmos, programação e engenharia de software.',
      'Algorithms, programming and software engineering.',
      'Algoritmos, programación e ingeniería de software.',
    ),
    pesquisa: 'termo=computacao',
  },
];

const faq = [
  [
    t('Como renovo um empréstimo?', 'How do I renew a loan?', '¿Cómo renuevo un préstamo?'),
    t(
      'Entre na Minha área, abra Renovações e escolha os itens. Itens reservados ou em atraso não podem ser renovados.',
      'Log in to My area, open Renewals and choose the items. Items on hold or overdue cannot be renewed.',
      'Entre en Mi área, abra Renovaciones y elija los ítems. Los ítems reservados o atrasados no se pueden renovar.',
    ),
  ],
  [
    t('Esqueci minha senha. E agora?', 'I forgot my password. What now?', 'Olvidé mi contraseña. ¿Y ahora?'),
    t(
      'Use "Esqueci minha senha" na tela de login: enviaremos um código ao seu e-mail cadastrado.',
      'Use "Forgot password" on the login screen: we will send a code to your registered e-mail.',
      'Use "Olvidé mi contraseña" en la pantalla de inicio de sesión: enviaremos un código a su correo registrado.',
    ),
  ],
  [
    t('Quantos livros posso levar?', 'How many books can I borrow?', '¿Cuántos libros puedo llevar?'),
    t(
      'Depende da sua categoria: de 2 (comunidade) a 15 (professores).',
      'It depends on your category: from 2 (community) to 15 (professors).',
      'Depende de su categoría: de 2 (comunidad) a 15 (profesores).',
    ),
  ],
];

/** Weekday hours (0 Sunday .. 6 Saturday) by library acronym. */
const hours: Record<string, [number, string, string][]> = {
  BC: [1, 2, 3, 4, 5]
    .map((day) => [day, '07:30', '22:00'] as [number, string, string])
    .concat([[6, '08:00', '14:00']]),
  BDIR: [1, 2, 3, 4, 5].map((day) => [day, '08:00', '21:00']),
  BLET: [1, 2, 3, 4, 5].map((day) => [day, '08:00', '18:00']),
  BCS: [1, 2, 3, 4, 5]
    .map((day) => [day, '07:00', '22:00'] as [number, string, string])
    .concat([[6, '08:00', '12:00']]),
  BHU: [0, 1, 2, 3, 4, 5, 6].map((day) => [day, '07:00', '19:00']),
  BENG: [1, 2, 3, 4, 5]
    .map((day) => [day, '08:00', '12:00'] as [number, string, string])
    .concat([1, 2, 3, 4, 5].map((day) => [day, '13:00', '21:00'])),
  BCOMP: [1, 2, 3, 4, 5].map((day) => [day, '08:00', '22:00']),
};

/** Guides, FAQ, events, opening hours and settings of the demo university; seeded once. */
export async function seedDemoParameters(db: Queryable, time: LibraryTime): Promise<void> {
  const [existing] = await db.query('select 1 from guia_pesquisa limit 1');
  if (existing) return;
  await db.query(`update instituicao set parametros = parametros || $1::jsonb`, [
    JSON.stringify(demoSettings),
  ]);
  for (const [index, guide] of guides.entries()) {
    await db.query(
      'insert into guia_pesquisa (slug, ordem, titulo, descricao, pesquisa) values ($1, $2, $3, $4, $5)',
      [guide.slug, index, JSON.stringify(guide.titulo), JSON.stringify(guide.descricao), guide.pesquisa],
    );
  }
  for (const [index, [question, answer]] of faq.entries()) {
    await db.query('insert into faq (ordem, pergunta, resposta) values ($1, $2, $3)', [
      index,
      JSON.stringify(question),
      JSON.stringify(answer),
    ]);
  }
  for (const [sigla, periods] of Object.entries(hours)) {
    for (const [day, opens, closes] of periods) {
      await db.query(
        `insert into horario_atendimento (cod_biblioteca, dia_semana, abertura, fechamento)
         select cod_biblioteca, $2, $3, $4 from biblioteca where sigla = $1`,
        [sigla, day, opens, closes],
      );
    }
  }
  // Events fall on days relative to the seeding day, so the demo always has upcoming ones.
  const events: [string, ReturnType<typeof t>, ReturnType<typeof t>, number, number, string][] = [
    [
      'institucional',
      t('Semana do Livro', 'Book Week', 'Semana del Libro'),
      t(
        'Feira de troca de livros e rodas de leitura.',
        'Book swap and reading circles.',
        'Intercambio de libros y círculos de lectura.',
      ),
      7,
      5,
      'Biblioteca Central',
    ],
    [
      'institucional',
      t('Oficina: normas ABNT', 'Workshop: ABNT citation style', 'Taller: normas ABNT'),
      t(
        'Como formatar referências no TCC.',
        'How to format references in a final paper.',
        'Cómo formatear referencias en el trabajo final.',
      ),
      14,
      0,
      'Biblioteca de Letras e Artes',
    ],
    [
      'eventum',
      t(
        'Congresso de Iniciação Científica',
        'Undergraduate Research Congress',
        'Congreso de Iniciación Científica',
      ),
      t(
        'Inscrições abertas no Eventum.',
        'Registration open on Eventum.',
        'Inscripciones abiertas en Eventum.',
      ),
      21,
      2,
      'Auditório do Campus Tecnológico',
    ],
  ];
  const onClock = onLibraryClock(db, time);
  for (const [source, title, description, inDays, lasting, place] of events) {
    await onClock.query(
      `insert into evento (fonte, titulo, descricao, inicio, fim, local, link)
       values ($1, $2, $3, ({today} + $4::int + time '09:00') at time zone {zone},
               ({today} + ($4::int + $5::int) + time '18:00') at time zone {zone}, $6, $7)`,
      [
        source,
        JSON.stringify(title),
        JSON.stringify(description),
        inDays,
        lasting,
        place,
        source === 'eventum' ? 'https://eventos.uniacervo.example' : null,
      ],
    );
  }
}
