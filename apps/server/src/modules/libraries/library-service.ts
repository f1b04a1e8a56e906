import type { Database } from '../../db/database.ts';
import { HttpError } from '../../http/http-error.ts';
import { insertLibraryComment, libraryExists, listCampuses, listLibraries } from './library-repository.ts';

/** A required text: trimmed, and a 422 naming the field (`CampoObrigatorioNaoPreenchido`) when empty. */
function required(value: string | null | undefined, field: string): string {
  const trimmed = value?.trim() ?? '';
  if (!trimmed) {
    throw new HttpError(422, 'CampoObrigatorioNaoPreenchido', {
      code: 'CampoObrigatorioNaoPreenchido',
      fields: { [field]: 'CampoObrigatorio' },
      values: { campo: field },
    });
  }
  return trimmed;
}

/** A library code that must name an existing library. */
async function requiredLibrary(
  db: Database,
  value: number | string | undefined,
  field: string,
): Promise<number> {
  const text = value === undefined ? '' : String(value).trim();
  required(text, field);
  const code = Number(text);
  const exists = Number.isInteger(code) && code > 0 && (await libraryExists(db, code));
  if (!exists)
    throw new HttpError(422, 'DadosInvalidos', { code: 'VALIDACAO', fields: { [field]: 'OpcaoInvalida' } });
  return code;
}

/** The libraries as listed, and the library comment form's checks: an existing library and a text. */
export function createLibraryService(db: Database) {
  return {
    libraries: (campus?: number) => listLibraries(db, campus),
    campuses: () => listCampuses(db),

    /** Stores a patron's comment to library `b`; answers its code. */
    async comment(codPessoa: number, body: { b?: number | string; content?: string | null }) {
      const library = await requiredLibrary(db, body.b, 'b');
      const content = required(body.content, 'content');
      return insertLibraryComment(db, { codBiblioteca: library, codPessoa, texto: content });
    },
  };
}
