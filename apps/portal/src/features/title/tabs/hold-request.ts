import type { holdOptionsResponseSchema } from '@acervo/contract';
import type { z } from 'zod';
import type { HoldRequest } from '../api/place-hold.ts';

type Library = z.infer<typeof holdOptionsResponseSchema>['bibliotecas'][number];
export type OptionField = 'volumes' | 'tomos' | 'partes' | 'materiais';
export type HoldChoice = { library: number | null; options: Partial<Record<OptionField, string>> };

const fields: readonly OptionField[] = ['volumes', 'tomos', 'partes', 'materiais'];
const bodyField = {
  volumes: 'volume',
  tomos: 'tomo',
  partes: 'parte',
  materiais: 'material_adicional',
} as const;

/** The options a patron must choose at a library: those whose copies differ (more than one value). */
export function optionFields(
  library: Record<OptionField, string[]>,
): { field: OptionField; values: string[] }[] {
  return fields.map((field) => ({ field, values: library[field] })).filter(({ values }) => values.length > 1);
}

/**
 * The hold to send, or null while something is missing ("select all options", spec §6): a single
 * value is the only one there is and goes without asking; several need the patron's choice.
 */
export function holdRequest(
  codAcervo: number,
  library: Library,
  chosen: HoldChoice['options'],
): HoldRequest | null {
  const body: HoldRequest = { cod_acervo: codAcervo, biblioteca: library.codigo };
  for (const field of fields) {
    const values = library[field];
    const value = values.length === 1 ? values[0] : chosen[field];
    if (values.length > 1 && (value === undefined || !values.includes(value))) return null;
    body[bodyField[field]] = value ?? null;
  }
  return body;
}
