import { useSearchParams } from 'react-router-dom';
import { parseDateParamIso } from './period-param.ts';
import type { Period } from './period-filter.tsx';

/**
 * The period a list shows, kept in the address (`?dataIni=…&dataFim=…`, ISO) so it can be
 * bookmarked and Back undoes a change; `fallback` when the address has none or a bad one.
 */
export function usePeriodParam(fallback: () => Period) {
  const [params, setParams] = useSearchParams();
  const dataIni = parseDateParamIso(params.get('dataIni'));
  const dataFim = parseDateParamIso(params.get('dataFim'));
  const period: Period = dataIni && dataFim && dataIni <= dataFim ? { dataIni, dataFim } : fallback();
  const setPeriod = (next: Period) =>
    setParams((current) => {
      const updated = new URLSearchParams(current);
      updated.set('dataIni', next.dataIni);
      updated.set('dataFim', next.dataFim);
      return updated;
    });
  return [period, setPeriod] as const;
}
