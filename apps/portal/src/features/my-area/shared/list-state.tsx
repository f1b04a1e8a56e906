import type { ReactNode } from 'react';
import { LoadFailed, Loading } from './load-state.tsx';

type ListQuery<T> = { data?: T; error?: unknown; mutate: () => unknown };

/**
 * What a My-area list shows for the state of its data: why it could not load (with a retry), skeleton
 * lines while it loads, its empty state, or the list itself. Data already shown stays while a newer
 * answer loads or fails.
 */
export function ListState<T>({
  query,
  lines,
  isEmpty,
  empty,
  children,
}: {
  query: ListQuery<T>;
  lines: number;
  isEmpty: (data: T) => boolean;
  empty: ReactNode;
  children: (data: T) => ReactNode;
}) {
  if (query.error && !query.data)
    return <LoadFailed error={query.error} onRetry={() => void query.mutate()} />;
  if (!query.data) return <Loading lines={lines} />;
  return isEmpty(query.data) ? empty : children(query.data);
}
