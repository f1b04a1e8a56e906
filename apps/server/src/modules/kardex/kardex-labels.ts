import type { ApiLocale } from '../../i18n/locale.ts';

/** Labels of a collection's frequency and state and of an issue's state, by language. */
const LABELS: Record<string, Record<ApiLocale, string>> = {
  semanal: { pt: 'Semanal', en: 'Weekly', es: 'Semanal' },
  quinzenal: { pt: 'Quinzenal', en: 'Fortnightly', es: 'Quincenal' },
  mensal: { pt: 'Mensal', en: 'Monthly', es: 'Mensual' },
  bimestral: { pt: 'Bimestral', en: 'Bimonthly', es: 'Bimestral' },
  trimestral: { pt: 'Trimestral', en: 'Quarterly', es: 'Trimestral' },
  quadrimestral: { pt: 'Quadrimestral', en: 'Every four months', es: 'Cuatrimestral' },
  semestral: { pt: 'Semestral', en: 'Semiannual', es: 'Semestral' },
  anual: { pt: 'Anual', en: 'Annual', es: 'Anual' },
  irregular: { pt: 'Irregular', en: 'Irregular', es: 'Irregular' },
  corrente: { pt: 'Assinatura corrente', en: 'Current subscription', es: 'Suscripción vigente' },
  encerrada: { pt: 'Coleção encerrada', en: 'Closed run', es: 'Colección cerrada' },
  recebido: { pt: 'Recebido', en: 'Received', es: 'Recibido' },
  atrasado: { pt: 'Atrasado', en: 'Late', es: 'Atrasado' },
  nao_recebido: { pt: 'Não recebido', en: 'Not received', es: 'No recibido' },
  encadernado: { pt: 'Encadernado', en: 'Bound', es: 'Encuadernado' },
};

export const kardexLabel = (code: string, locale: ApiLocale) => LABELS[code]?.[locale] ?? code;
