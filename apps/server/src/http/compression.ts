import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/**
 * Below about one network packet compression saves nothing a patron would notice and costs a
 * little CPU on every call; above it, JSON (a results page is tens of kB) shrinks five- to tenfold.
 */
export const compressionThreshold = 1024;

/**
 * Compresses every answer that is worth it (JSON, HTML, XML, text) as the client asks: brotli at
 * the plugin's fast level for answers made per request, else gzip. The portal's files are
 * compressed once at build time and served as they are (see portal-static.ts): an answer that
 * already carries a content-encoding is left alone.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCompress, {
    global: true,
    threshold: compressionThreshold,
    encodings: ['br', 'gzip'],
  });
}
