import { mkdir, readFile, rename, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { openPgliteDatabase } from './pglite-database.ts';

/**
 * Backups of the embedded database (ADR 002): the whole PGlite data folder as one tarball,
 * gzip-compressed when the file name ends in .gz. Take and restore them with the server stopped:
 * PGlite is single-process and two processes on one folder would corrupt it.
 */

/** Writes the data folder of `pgliteDir` to `file`; returns the bytes written. */
export async function dumpEmbeddedDatabase(pgliteDir: string, file: string): Promise<number> {
  await stat(path.join(pgliteDir, 'PG_VERSION')).catch(() => {
    throw new Error(`No embedded database in ${pgliteDir}`);
  });
  const db = await openPgliteDatabase({ dataDir: pgliteDir });
  try {
    const tarball = await db.dump();
    const bytes = file.endsWith('.gz') ? gzipSync(tarball) : tarball;
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, bytes);
    return bytes.length;
  } finally {
    await db.close();
  }
}

/**
 * Replaces the data folder with the backup in `file`. The current folder is kept beside it as
 * `pglite.before-restore-<time>` rather than deleted, so a wrong restore can be undone; the
 * restored database is opened and checked before the command reports success.
 */
export async function restoreEmbeddedDatabase(
  pgliteDir: string,
  file: string,
): Promise<{ keptAs: string | null }> {
  const packed = new Uint8Array(await readFile(file));
  const tarball = packed[0] === 0x1f && packed[1] === 0x8b ? new Uint8Array(gunzipSync(packed)) : packed;
  let keptAs: string | null = null;
  const exists = await stat(pgliteDir).then(
    () => true,
    () => false,
  );
  if (exists) {
    keptAs = `${pgliteDir}.before-restore-${new Date().toISOString().replace(/[:.]/g, '-')}`;
    await rename(pgliteDir, keptAs);
  }
  await mkdir(pgliteDir, { recursive: true });
  try {
    const db = await openPgliteDatabase({ dataDir: pgliteDir, loadDataDir: tarball });
    try {
      await db.query('select count(*) from schema_migrations');
    } finally {
      await db.close();
    }
  } catch (error) {
    if (keptAs) {
      await rename(pgliteDir, `${pgliteDir}.failed-restore-${Date.now()}`);
      await rename(keptAs, pgliteDir);
    }
    throw new Error(
      `The backup could not be restored (${(error as Error).message}); the data folder is unchanged`,
    );
  }
  return { keptAs };
}
