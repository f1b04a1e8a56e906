// Assembles the search index's counting kernels (src/modules/search-index/kernels/kernels.wat) into
// kernels-wasm.ts, the module's bytes as base64, so the server and its bundle carry them without a
// file to find at run time. Run after editing the .wat: `npm run build:kernels`; a test fails while
// the two disagree.
import { readFile, writeFile } from 'node:fs/promises';
import { assembleKernels, KERNELS_MODULE, KERNELS_SOURCE, kernelsModule } from './assemble-kernels.ts';

const bytes = await assembleKernels(await readFile(KERNELS_SOURCE, 'utf8'));
await writeFile(KERNELS_MODULE, kernelsModule(bytes));
console.log(`kernels-wasm.ts: ${bytes.byteLength} bytes of WebAssembly`);
