import type { Queryable } from '../../db/database.ts';
import { HttpError } from '../../http/http-error.ts';

/** Refuses (403) a patron whose category is not granted an activity, e.g. loan requests (spec §6). */
export async function assertActivity(db: Queryable, codLogin: number, codAtividade: number): Promise<void> {
  const [granted] = await db.query(
    `select 1 from login l join categoria_permissao p using (cod_categoria)
      where l.cod_login = $1 and p.cod_atividade = $2 limit 1`,
    [codLogin, codAtividade],
  );
  if (!granted) throw new HttpError(403, 'PermissaoNegada', { code: 'PERMISSAO_NEGADA' });
}

/** A library by code, or a 422 naming the field that pointed at a missing one. */
export async function assertLibrary(db: Queryable, codBiblioteca: number, field: string) {
  const [library] = await db.query<{ desc_biblioteca: string }>(
    'select desc_biblioteca from biblioteca where cod_biblioteca = $1',
    [codBiblioteca],
  );
  if (!library)
    throw new HttpError(422, 'DadosInvalidos', { code: 'VALIDACAO', fields: { [field]: 'OpcaoInvalida' } });
  return library;
}
