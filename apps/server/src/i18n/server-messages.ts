import type { ApiLocale } from './locale.ts';

/**
 * Messages the API answers with, by id. Ids follow the spec's names where it gives them, so the
 * portal can also recognise them (spec §8).
 */
const catalogues = {
  pt: {
    OcorreuErroInesperado: 'Ocorreu um erro inesperado. Tente novamente mais tarde.',
    RecursoNaoEncontrado: 'O recurso solicitado não foi encontrado.',
    DadosInvalidos: 'Alguns dados enviados são inválidos. Corrija os campos indicados.',
    CampoObrigatorio: 'O campo acima é obrigatório.',
    TipoInvalido: 'Valor em formato inválido.',
    ValorMuitoCurto: 'Informe ao menos {minimum} caracteres.',
    ValorMuitoLongo: 'Informe no máximo {maximum} caracteres.',
    ValorMenorQueMinimo: 'O valor deve ser no mínimo {minimum}.',
    ValorMaiorQueMaximo: 'O valor deve ser no máximo {maximum}.',
    OpcaoInvalida: 'Escolha uma das opções válidas.',
    RequisicaoInvalida: 'A requisição não pôde ser lida.',
    LimiteRequisicoes: 'Limite de requisições excedido. Aguarde e tente novamente.',
  },
  en: {
    OcorreuErroInesperado: 'An unexpected error occurred. Please try again later.',
    RecursoNaoEncontrado: 'The requested resource was not found.',
    DadosInvalidos: 'Some of the data sent is invalid. Please correct the fields shown.',
    CampoObrigatorio: 'The above field is required.',
    TipoInvalido: 'The value is not in a valid format.',
    ValorMuitoCurto: 'Enter at least {minimum} characters.',
    ValorMuitoLongo: 'Enter at most {maximum} characters.',
    ValorMenorQueMinimo: 'The value must be at least {minimum}.',
    ValorMaiorQueMaximo: 'The value must be at most {maximum}.',
    OpcaoInvalida: 'Choose one of the valid options.',
    RequisicaoInvalida: 'The request could not be read.',
    LimiteRequisicoes: 'Request limit exceeded. Please wait and try again.',
  },
  es: {
    OcorreuErroInesperado: 'Ocurrió un error inesperado. Inténtelo de nuevo más tarde.',
    RecursoNaoEncontrado: 'No se encontró el recurso solicitado.',
    DadosInvalidos: 'Algunos datos enviados no son válidos. Corrija los campos indicados.',
    CampoObrigatorio: 'El campo anterior es obligatorio.',
    TipoInvalido: 'El valor no tiene un formato válido.',
    ValorMuitoCurto: 'Introduzca al menos {minimum} caracteres.',
    ValorMuitoLongo: 'Introduzca como máximo {maximum} caracteres.',
    ValorMenorQueMinimo: 'El valor debe ser como mínimo {minimum}.',
    ValorMaiorQueMaximo: 'El valor debe ser como máximo {maximum}.',
    OpcaoInvalida: 'Elija una de las opciones válidas.',
    RequisicaoInvalida: 'No se pudo leer la solicitud.',
    LimiteRequisicoes: 'Se superó el límite de solicitudes. Espere e inténtelo de nuevo.',
  },
} as const satisfies Record<ApiLocale, Record<string, string>>;

export type MessageId = keyof (typeof catalogues)['pt'];

/** Whether a string names one of our messages (zod refinements carry ids as their message). */
export function isMessageId(value: string): value is MessageId {
  return Object.hasOwn(catalogues.pt, value);
}

/** The message in the caller's language, with `{name}` placeholders filled in. */
export function translate(
  locale: ApiLocale,
  id: MessageId,
  values: Record<string, string | number | bigint> = {},
): string {
  const template: string = catalogues[locale][id];
  return template.replace(/\{(\w+)\}/g, (match, name: string) =>
    name in values ? String(values[name]) : match,
  );
}
