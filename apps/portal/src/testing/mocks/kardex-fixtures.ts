import type {
  kardexComboDataSchema,
  kardexIssueSchema,
  summaryDataSchema,
  summaryEntrySchema,
} from '@acervo/contract';
import { http, HttpResponse } from 'msw';
import type { z } from 'zod';

type Issue = z.input<typeof kardexIssueSchema>;

/** A quarterly run at one library and a closed semiannual one at another, 2024-2025. */
export const kardexChoicesFixture: z.input<typeof kardexComboDataSchema> = {
  colecoes: [
    {
      codPar: 1,
      cod_biblioteca: 1,
      desc_biblioteca: 'Biblioteca Central',
      periodicidade: 'trimestral',
      desc_periodicidade: 'Trimestral',
      situacao: 'corrente',
      desc_situacao: 'Assinatura corrente',
      nota: 'v. 12 (2024)-',
    },
    {
      codPar: 2,
      cod_biblioteca: 2,
      desc_biblioteca: 'Biblioteca de Direito',
      periodicidade: 'semestral',
      desc_periodicidade: 'Semestral',
      situacao: 'encerrada',
      desc_situacao: 'Coleção encerrada',
      nota: 'v. 12 (2024)-v. 13 (2025)',
    },
  ],
  bibliotecas: [
    { cod_biblioteca: 1, desc_biblioteca: 'Biblioteca Central' },
    { cod_biblioteca: 2, desc_biblioteca: 'Biblioteca de Direito' },
  ],
  anos: [2025, 2024],
};

const quarters = ['jan./mar.', 'abr./jun.', 'jul./set.', 'out./dez.'];

const issue = (fields: Partial<Issue> & Pick<Issue, 'codPar' | 'seqPar' | 'ano'>): Issue => ({
  cod_biblioteca: fields.codPar,
  desc_biblioteca: fields.codPar === 1 ? 'Biblioteca Central' : 'Biblioteca de Direito',
  volume: `v. ${fields.ano - 2012}`,
  numero: 'n. 1',
  periodo: 'jan./mar.',
  data_chegada: `15/04/${fields.ano}`,
  situacao: 'recebido',
  desc_situacao: 'Recebido',
  exemplares: 1,
  possui_sumario: false,
  ...fields,
});

/** Every issue of both runs: 2025 has contents for the quarterly run; one 2024 issue never arrived. */
export const kardexIssuesFixture: Issue[] = [2025, 2024].flatMap((ano) => [
  ...quarters.map((periodo, index) =>
    issue({
      codPar: 1,
      seqPar: (ano - 2024) * 4 + index + 1,
      ano,
      numero: `n. ${index + 1}`,
      periodo,
      data_chegada:
        ano === 2024 && index === 2 ? null : `15/${String(index * 3 + 4).padStart(2, '0')}/${ano}`,
      ...(ano === 2024 && index === 2
        ? { situacao: 'nao_recebido', desc_situacao: 'Não recebido', exemplares: 0 }
        : ano === 2024
          ? { situacao: 'encadernado', desc_situacao: 'Encadernado' }
          : {}),
      possui_sumario: ano === 2025,
    }),
  ),
  issue({ codPar: 2, seqPar: ano - 2023, ano, periodo: 'jan./jun.', data_chegada: `20/07/${ano}` }),
]);

export const issueContentsFixture: Array<z.input<typeof summaryEntrySchema>> = [
  { seqSec: 1, titulo: 'Editorial', autores: 'Comissão editorial', paginas: '1-2' },
  {
    seqSec: 2,
    titulo: 'Acesso aberto e repositórios institucionais: um panorama',
    autores: 'Souza, M. A.; Lima, R. C.',
    paginas: '3-16',
  },
  {
    seqSec: 3,
    titulo: 'Catalogação em RDA: relato de implantação',
    autores: 'Pereira, J.',
    paginas: '17-30',
  },
];

/** `/api/sumario/{id}/dados`: two issues' contents (newest first), then the book's own contents note. */
export const summariesFixture: z.input<typeof summaryDataSchema> = {
  sumarios: [
    {
      descricao: 'v. 13, n. 2, abr./jun. 2025',
      codPar: 1,
      seqPar: 6,
      ano: 2025,
      itens: issueContentsFixture,
    },
    {
      descricao: 'v. 13, n. 1, jan./mar. 2025',
      codPar: 1,
      seqPar: 5,
      ano: 2025,
      itens: issueContentsFixture.slice(0, 2),
    },
    {
      descricao: 'Ressurreição',
      codPar: null,
      seqPar: null,
      ano: null,
      itens: [
        { seqSec: 1, titulo: 'Advertência da primeira edição', autores: null, paginas: '5-6' },
        { seqSec: 2, titulo: 'Prefácio', autores: 'Lúcia Miguel Pereira', paginas: '7-20' },
        { seqSec: 3, titulo: 'Ressurreição', autores: null, paginas: '21-240' },
      ],
    },
  ],
};

/** The Kardex calls as the server answers them for a periodical with holdings. */
export const kardexHandlers = [
  http.get('/api/sumario/:id/dados', () => HttpResponse.json(summariesFixture)),
  http.get('/api/kardex/:id/permissao', () => HttpResponse.json({ permitido: true })),
  http.get('/api/kardex/:id/combobox-data', () => HttpResponse.json(kardexChoicesFixture)),
  http.get('/api/kardex/:id/data', ({ request }) => {
    const query = new URL(request.url).searchParams;
    const ano = Number(query.get('year') ?? kardexChoicesFixture.anos[0]);
    const library = query.get('codBib');
    return HttpResponse.json({
      ano,
      fasciculos: kardexIssuesFixture.filter(
        (entry) => entry.ano === ano && (!library || entry.cod_biblioteca === Number(library)),
      ),
    });
  }),
  http.get('/api/kardex/:id/item', ({ request }) => {
    const query = new URL(request.url).searchParams;
    const fasciculo = kardexIssuesFixture.find(
      (entry) => entry.codPar === Number(query.get('codPar')) && entry.seqPar === Number(query.get('seqPar')),
    );
    if (!fasciculo) return HttpResponse.json({ message: 'Registro não encontrado.' }, { status: 404 });
    return HttpResponse.json({ fasciculo, sumario: fasciculo.possui_sumario ? issueContentsFixture : [] });
  }),
];
