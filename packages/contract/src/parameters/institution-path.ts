export const institutionPath = '/api/parametros/instituicao';
