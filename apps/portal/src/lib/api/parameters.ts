import type { Locale } from '@acervo/contract';
import useSWR from 'swr';
import type { z } from 'zod';
import { localeAtom } from '../intl/locale.ts';
import { useAtomValue } from '../jotai.ts';
import type { ApiClient } from './api-client.ts';
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

const parameterKey = (path: string, locale: Locale) => [path, locale] as const;

function getParameter<Schema extends z.ZodType>(client: ApiClient, path: string, schema: LazySchema<Schema>) {
  return client.request(path, { schema, auth: 'public' });
}

function useParameter<Schema extends z.ZodType>(path: string, schema: LazySchema<Schema>, enabled = true) {
  const client = useApiClient();
  const locale = useAtomValue(localeAtom);
  const { data, error, isLoading } = useSWR(
    enabled ? parameterKey(path, locale) : null,
    () => getParameter(client, path, schema),
    // The institution's settings do not change during a visit: one answer per language serves
    // every page (and the one fetched before the first render, frame-data.ts, is not asked again).
    { revalidateIfStale: false },
  );
  return { data, error: error as Error | undefined, isLoading };
}

/**
 * The calls the frame and the front door draw from, each with the cache key its hook reads: the
 * features (an anonymous visitor's menus), the self-service link (which can wrap the top bar onto
 * a second line on a phone) and the home page's guides (drawn above its search form).
 */
export function frameParameterCalls(client: ApiClient, locale: Locale, anonymous: boolean) {
  const calls: { key: readonly unknown[]; fetch: () => Promise<unknown> }[] = [
    {
      key: parameterKey(parameterPaths.selfService, locale),
      fetch: () => getParameter(client, parameterPaths.selfService, selfServiceResponseSchema),
    },
    {
      key: parameterKey(parameterPaths.section1, locale),
      fetch: () => getParameter(client, parameterPaths.section1, section1ResponseSchema),
    },
  ];
  if (anonymous)
    calls.push({
      key: parameterKey(parameterPaths.features, locale),
      fetch: () => getParameter(client, parameterPaths.features, featuresResponseSchema),
    });
  return calls;
}

export const useFeatures = (enabled = true) =>
  useParameter(parameterPaths.features, featuresResponseSchema, enabled);
export const useSection1 = () => useParameter(parameterPaths.section1, section1ResponseSchema);
export const useServiceHours = () => useParameter(parameterPaths.serviceHours, serviceHoursResponseSchema);
export const useEvents = () => useParameter(parameterPaths.events, eventsResponseSchema);
export const useSelfService = () => useParameter(parameterPaths.selfService, selfServiceResponseSchema);
