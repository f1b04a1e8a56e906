// The references worker (ADR 054): citeproc parses a CSL style for about a second (APA) the first
// time, synchronously, so it runs here and never holds up HTTP handling. At start it builds the
// preloaded styles, one per turn of its event loop, so requests arriving meanwhile are answered in between.
// Keep this file free of TypeScript-only syntax: Node runs it by type stripping.
import { parentPort } from 'node:worker_threads';
import type { ReferenceRequest, ReferenceResponse } from './reference-protocol.ts';
import { formatReferences, preloadStyle, PRELOADED_VARIANTS } from './references.ts';

const port = parentPort!;

port.on('message', (request: ReferenceRequest) => {
  let response: ReferenceResponse;
  try {
    response = {
      id: request.id,
      ok: true,
      references: formatReferences(request.items, request.style, request.locale),
    };
  } catch (error) {
    response = { id: request.id, ok: false, message: error instanceof Error ? error.message : String(error) };
  }
  port.postMessage(response);
});

const pending = [...PRELOADED_VARIANTS];
function preloadNext() {
  const next = pending.shift();
  if (!next) {
    port.postMessage({ id: 0, ok: true, preloaded: true } satisfies ReferenceResponse);
    return;
  }
  preloadStyle(next[0], next[1]);
  setImmediate(preloadNext);
}
setImmediate(preloadNext);
