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
 * replaced by the next call. A worker left idle is stopped: its engines hold about 90 MB per APA
 * style, which a quiet server should give back; the next reference starts a new one.
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
let idleTime = 5 * 60_000;
let idleTimer: NodeJS.Timeout | undefined;

/** How long the worker may wait for work before it is stopped (5 minutes unless changed). */
export function setReferenceWorkerIdleTime(milliseconds: number): void {
  idleTime = milliseconds;
}

/** Whether a references worker is running now. */
export function referenceWorkerRunning(): boolean {
  return worker !== null;
}

function stopWhenIdle(current: Worker): void {
  clearTimeout(idleTimer);
  idleTimer = setTimeout(() => {
    if (worker !== current || pending.size > 0) return;
    worker = null;
    void current.terminate();
  }, idleTime);
  idleTimer.unref();
}

function started(): Worker {
  if (worker) return worker;
  const current = new Worker(workerUrl());
  const failAll = (error: Error) => {
    // A worker stopped for idleness has nothing pending; the requests waiting now are its successor's.
    if (worker !== current) return;
    worker = null;
    for (const waiting of pending.values()) waiting.reject(error);
    pending.clear();
  };
  preloaded = new Promise((resolve) => (markPreloaded = resolve));
  current.on('message', (response: ReferenceResponse) => {
    if ('preloaded' in response) {
      if (pending.size === 0) stopWhenIdle(current);
      return markPreloaded();
    }
    const waiting = pending.get(response.id);
    if (!waiting) return;
    pending.delete(response.id);
    if (pending.size === 0) {
      current.unref();
      stopWhenIdle(current);
    }
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
  clearTimeout(idleTimer);
  const id = nextId++;
  return new Promise((resolve, reject) => {
    pending.set(id, { resolve, reject });
    target.ref();
    target.postMessage({ id, items, style, locale } satisfies ReferenceRequest);
  });
}
