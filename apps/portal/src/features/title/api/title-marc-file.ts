/**
 * `GET /api/acervo/{id}/marc/iso2709` and `/marcxml`: the record as a file. A plain link downloads
 * it (public, no token needed), so there is no fetcher here, only the address.
 */
export type MarcFileFormat = 'iso2709' | 'marcxml';

export const titleMarcFilePath = (codAcervo: number, format: MarcFileFormat) =>
  `/api/acervo/${codAcervo}/marc/${format}`;
