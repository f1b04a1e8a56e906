import type { Migration } from './migration.ts';

/**
 * Patrons' comments on titles, held for moderation (spec §3: "comment (held for moderation)"),
 * and the general comments the portal's footer sends to a library. Texts are stored as plain
 * text exactly as typed; whoever shows them escapes them.
 */
export default {
  version: 21,
  name: 'comments-library-messages',
  sql: /* sql */ `
    create table comentario_acervo (
      cod_comentario integer generated always as identity primary key,
      cod_acervo integer not null references acervo on delete cascade,
      cod_pessoa integer not null references pessoa on delete cascade,
      texto text not null check (length(texto) between 1 and 2000),
      situacao text not null default 'pendente' check (situacao in ('pendente', 'aprovado', 'rejeitado')),
      criado_em timestamptz not null default now(),
      moderado_em timestamptz
    );
    create index comentario_acervo_publico on comentario_acervo (cod_acervo, criado_em) where situacao = 'aprovado';
    create index comentario_acervo_pessoa on comentario_acervo (cod_pessoa, situacao);
    create index comentario_acervo_pendente on comentario_acervo (criado_em) where situacao = 'pendente';

    create table comentario_biblioteca (
      cod_comentario integer generated always as identity primary key,
      cod_biblioteca integer not null references biblioteca,
      cod_pessoa integer not null references pessoa on delete cascade,
      texto text not null check (length(texto) between 1 and 4000),
      criado_em timestamptz not null default now()
    );
    create index comentario_biblioteca_biblioteca on comentario_biblioteca (cod_biblioteca, criado_em);
  `,
} satisfies Migration;
