import type { Queryable } from '../../db/database.ts';
import { HttpError } from '../../http/http-error.ts';
import { categoryGrants, libraryByCode } from './access-repository.ts';

/** Refuses (403) a patron whose category is not granted an activity, e.g. loan requests (spec §6). */
export async function assertActivity(db: Queryable, codLogin: number, codAtividade: number): Promise<void> {
  if (!(await categoryGrants(db, codLogin, codAtividade)))
    throw new HttpError(403, 'PermissaoNegada', { code: 'PERMISSAO_NEGADA' });
}

/** A library by code, or a 422 naming the field that pointed at a missing one. */
export async function assertLibrary(db: Queryable, codBiblioteca: number, field: string) {
  const library = await libraryByCode(db, codBiblioteca);
  if (!library)
    throw new HttpError(422, 'DadosInvalidos', { code: 'VALIDACAO', fields: { [field]: 'OpcaoInvalida' } });
  return library;
}
