import useSWR from 'swr';
import type { z } from 'zod';
import { localeAtom } from '../intl/locale.ts';
import { useAtomValue } from '../jotai.ts';
import { useApiClient } from './api-context.tsx';
import { type LazySchema, lazySchema } from './lazy-schema.ts';

/** Every page's frame reads these: their schemas load with the first answer (lazy-schema.ts). */
const content = () => import('@acervo/contract/parameters/content');
const featuresResponseSchema = lazySchema(() => content().then((m) => m.featuresResponseSchema));
const section1ResponseSchema = lazySchema(() => content().then((m) => m.section1ResponseSchema));
const serviceHoursResponseSchema = lazySchema(() => content().then((m) => m.serviceHoursResponseSchema));
const eventsResponseSchema = lazySchema(() => content().then((m) => m.eventsResponseSchema));
const selfServiceResponseSchema = lazySchema(() => content().then((m) => m.selfServiceResponseSchema));

/** The Parameters calls of spec §7 the shell reads; all public and cached per language. */
export const parameterPaths = {
  features: '/api/parametros/funcionalidades',
  section1: '/api/parametros/secao_1',
  serviceHours: '/api/parametros/atendimento',
  events: '/api/parametros/eventos_institucionais',
  selfService: '/api/parametros/autoatendimento',
} as const;

function useParameter<Schema extends z.ZodType>(path: string, schema: LazySchema<Schema>, enabled = true) {
  const client = useApiClient();
  const locale = useAtomValue(localeAtom);
  const { data, error, isLoading } = useSWR(enabled ? [path, locale] : null, () =>
    client.request(path, { schema, auth: 'public' }),
  );
  return { data, error: error as Error | undefined, isLoading };
}

export const useFeatures = (enabled = true) =>
  useParameter(parameterPaths.features, featuresResponseSchema, enabled);
export const useSection1 = () => useParameter(parameterPaths.section1, section1ResponseSchema);
export const useServiceHours = () => useParameter(parameterPaths.serviceHours, serviceHoursResponseSchema);
export const useEvents = () => useParameter(parameterPaths.events, eventsResponseSchema);
export const useSelfService = () => useParameter(parameterPaths.selfService, selfServiceResponseSchema);
