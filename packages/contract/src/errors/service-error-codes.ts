/**
 * Codes of spec §8's two special 500s: the portal warns that the network catalogue is unavailable,
 * or shows the server's my-library text, instead of the generic unexpected error.
 */
export const serviceErrorCodes = {
  networkCatalogueUnavailable: 'REDE_PERGAMUM_INDISPONIVEL',
  myAreaFailed: 'ERRO_MEU_PERGAMUM',
  /** 503 with Retry-After: the search index is still being built after a start (ADR 142). */
  catalogueBeingPrepared: 'CATALOGO_EM_PREPARO',
} as const;
