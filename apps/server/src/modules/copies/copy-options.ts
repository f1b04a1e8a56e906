import type { MessageId } from '../../i18n/server-messages.ts';

/**
 * The parts a title's copies can differ by (spec §7: volume, tome, part, accompanying material).
 * A patron asking for a copy (a hold, a loan request) chooses one value of each part the copies
 * differ in; where every copy has the same value, none needs choosing.
 */
const copyOptionKeys = ['volume', 'tomo', 'parte', 'material_adicional'] as const;
export type CopyOptionKey = (typeof copyOptionKeys)[number];
export type CopyOptions = Record<CopyOptionKey, string | null>;

/** A copy as a request form weighs it: where it is, its parts and whether it is on the shelf. */
export type LibraryCopy = CopyOptions & { cod_biblioteca: number; desc_biblioteca: string; situacao: string };

/** The values present, without blanks, in the order a patron reads them ("v. 2" before "v. 10"). */
const distinctOptions = (values: readonly (string | null)[]) =>
  [...new Set(values.filter((value): value is string => value !== null))].sort((a, b) =>
    a.localeCompare(b, 'pt', { numeric: true }),
  );

/** The option lists a request form offers for these copies, under the wire's names. */
export const optionLists = (copies: readonly CopyOptions[]) => ({
  volumes: distinctOptions(copies.map((copy) => copy.volume)),
  tomos: distinctOptions(copies.map((copy) => copy.tomo)),
  partes: distinctOptions(copies.map((copy) => copy.parte)),
  materiais: distinctOptions(copies.map((copy) => copy.material_adicional)),
});

/**
 * What is wrong with the options a patron chose among these copies, per field: a part left blank
 * where the copies differ (`missing`), or a value no copy has (`invalid`). Both empty means the
 * choice names at least one copy.
 */
export function optionProblems(copies: readonly CopyOptions[], chosen: CopyOptions) {
  const missing: Partial<Record<CopyOptionKey, MessageId>> = {};
  const invalid: Partial<Record<CopyOptionKey, MessageId>> = {};
  for (const key of copyOptionKeys) {
    const values = distinctOptions(copies.map((copy) => copy[key]));
    const value = chosen[key];
    if (value === null) {
      if (values.length > 1) missing[key] = 'CampoObrigatorio';
    } else if (!values.includes(value)) {
      invalid[key] = 'OpcaoInvalida';
    }
  }
  return { missing, invalid };
}

/** The copies a (valid) choice names: every part chosen matches, blank parts match any. */
export const copiesMatching = <Copy extends CopyOptions>(copies: readonly Copy[], chosen: CopyOptions) =>
  copies.filter((copy) => copyOptionKeys.every((key) => chosen[key] === null || copy[key] === chosen[key]));
