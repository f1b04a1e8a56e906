import { existsSync } from 'node:fs';
import { Worker } from 'node:worker_threads';
import type { ApiLocale } from '../../../i18n/locale.ts';
import type { CslItem } from './csl-item.ts';
import type { ReferenceRequest, ReferenceResponse } from './reference-protocol.ts';
import type { FormattedReference, ReferenceStyle } from './references.ts';

/**
 * Formats references in the references worker (ADR 054). One worker per process, started by the
 * first reference or by `preloadReferenceStyles` once the server listens; it parses every style in
 * the background. It keeps the process alive only while it has work, and a worker that dies is
 * replaced by the next call.
 */

/** The worker's source in development and tests (run by type stripping), its bundle in `dist/`. */
function workerUrl(): URL {
  const bundled = new URL('./reference-worker.js', import.meta.url);
  return existsSync(bundled) ? bundled : new URL('./reference-worker.ts', import.meta.url);
}

type Pending = { resolve: (references: FormattedReference[]) => void; reject: (error: Error) => void };

let worker: Worker | null = null;
let preloaded: Promise<void> | null = null;
let markPreloaded = () => {};
const pending = new Map<number, Pending>();
let nextId = 1;

function started(): Worker {
  if (worker) return worker;
  const current = new Worker(workerUrl());
  const failAll = (error: Error) => {
    if (worker === current) worker = null;
    for (const waiting of pending.values()) waiting.reject(error);
    pending.clear();
  };
  preloaded = new Promise((resolve) => (markPreloaded = resolve));
  current.on('message', (response: ReferenceResponse) => {
    if ('preloaded' in response) return markPreloaded();
    const waiting = pending.get(response.id);
    if (!waiting) return;
    pending.delete(response.id);
    if (pending.size === 0) current.unref();
    if (response.ok) waiting.resolve(response.references);
    else waiting.reject(new Error(response.message));
  });
  current.on('error', failAll);
  current.on('exit', (code) => failAll(new Error(`The references worker stopped (exit code ${code})`)));
  // After the listeners: adding a 'message' listener refs the worker's port again.
  current.unref();
  worker = current;
  return current;
}

/**
 * Starts the worker, which builds every style in the background; resolves when they are built.
 * The server calls it as it starts (main.ts) and again when it listens (a no-op by then).
 */
export function preloadReferenceStyles(): Promise<void> {
  started();
  return preloaded!;
}

/** The references of the items in the style (ABNT in Portuguese, APA in the caller's language). */
export function formatReferences(
  items: CslItem[],
  style: ReferenceStyle,
  locale: ApiLocale,
): Promise<FormattedReference[]> {
  if (items.length === 0) return Promise.resolve([]);
  const target = started();
  const id = nextId++;
  return new Promise((resolve, reject) => {
    pending.set(id, { resolve, reject });
    target.ref();
    target.postMessage({ id, items, style, locale } satisfies ReferenceRequest);
  });
}
