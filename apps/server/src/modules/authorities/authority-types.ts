import type { authorityTypeCodes } from '@acervo/contract';
import type { ApiLocale } from '../../i18n/locale.ts';

export type AuthorityType = (typeof authorityTypeCodes)[number];

/** Authority types' names, by the wire's code. */
export const AUTHORITY_TYPE_NAMES: Record<AuthorityType, Record<ApiLocale, string>> = {
  pessoa: { pt: 'Pessoa', en: 'Person', es: 'Persona' },
  instituicao: { pt: 'Instituição', en: 'Institution', es: 'Institución' },
  evento: { pt: 'Evento', en: 'Event', es: 'Evento' },
  titulo_uniforme: { pt: 'Título uniforme', en: 'Uniform title', es: 'Título uniforme' },
  assunto: { pt: 'Assunto', en: 'Subject', es: 'Materia' },
  assunto_geografico: { pt: 'Assunto geográfico', en: 'Geographic subject', es: 'Materia geográfica' },
  genero_forma: { pt: 'Gênero/forma', en: 'Genre/form', es: 'Género/forma' },
  termo_cronologico: { pt: 'Termo cronológico', en: 'Chronological term', es: 'Término cronológico' },
  subdivisao_geral: { pt: 'Subdivisão geral', en: 'General subdivision', es: 'Subdivisión general' },
  subdivisao_genero: { pt: 'Subdivisão de gênero', en: 'Genre subdivision', es: 'Subdivisión de género' },
  subdivisao_geografica: {
    pt: 'Subdivisão geográfica',
    en: 'Geographic subdivision',
    es: 'Subdivisión geográfica',
  },
  subdivisao_cronologica: {
    pt: 'Subdivisão cronológica',
    en: 'Chronological subdivision',
    es: 'Subdivisión cronológica',
  },
};
