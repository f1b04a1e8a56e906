import { parseDateParam } from '@acervo/contract';

/** A date from the address (ISO or "DD/MM/YYYY", as the API takes them) as ISO, or null. */
export function parseDateParamIso(value: string | null): string | null {
  return value ? parseDateParam(value) : null;
}
