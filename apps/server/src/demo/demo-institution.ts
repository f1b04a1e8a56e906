import type { Queryable } from '../db/database.ts';

/** The demo university a fresh install shows, so a newcomer sees a branded portal at once. */
const demoInstitution = {
  cod_empresa: 1,
  sigla: 'UNIACERVO',
  nome: 'Universidade Acervo',
  tema: 'neo',
  denominacao_login: 'Matrícula ou usuário',
  mensagem_login:
    'Use sua matrícula de 7 dígitos e a senha numérica da biblioteca, ou seu usuário institucional.',
  mensagem_suporte: 'Dúvidas? Fale com a Biblioteca Central: biblioteca@uniacervo.example.',
  link_privacidade: 'https://uniacervo.example/privacidade',
  oidc: false,
  link_logout_oidc: null,
  destino_login_padrao: 'C',
  cor_primaria: '#0b5f6b',
  cor_secundaria: '#8a4b08',
  logo: null,
  url_web: 'https://uniacervo.example',
  aquisicao: true,
  modo_autenticacao: 'senha',
  modo_criptografia: 'scrypt',
} as const;

/** Inserts the demo institution unless one is already configured; returns whether it did. */
export async function seedDemoInstitution(db: Queryable): Promise<boolean> {
  const columns = Object.keys(demoInstitution);
  const values = Object.values(demoInstitution);
  const placeholders = values.map((_, index) => `$${index + 1}`);
  const inserted = await db.query(
    `insert into instituicao (${columns.join(', ')}) values (${placeholders.join(', ')})
     on conflict (id) do nothing
     returning id`,
    values,
  );
  return inserted.length > 0;
}
