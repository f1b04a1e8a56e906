import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * The key access tokens are signed with: AUTH_SECRET when given (required when several API servers
 * share a database), else a random one generated on first start and kept in `<DATA_DIR>/auth-secret`
 * (readable by the owner only), so tokens survive restarts.
 */
export async function loadAuthSecret(configured: string | undefined, dataDir: string): Promise<Uint8Array> {
  if (configured) return new TextEncoder().encode(configured);
  const file = path.join(dataDir, 'auth-secret');
  try {
    const stored = (await readFile(file, 'utf8')).trim();
    if (stored.length >= 43) return Buffer.from(stored, 'base64url');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const secret = randomBytes(32);
  await mkdir(dataDir, { recursive: true });
  // 'wx' fails if another process created it meanwhile; then use theirs.
  try {
    await writeFile(file, `${secret.toString('base64url')}\n`, { mode: 0o600, flag: 'wx' });
    return secret;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return Buffer.from((await readFile(file, 'utf8')).trim(), 'base64url');
  }
}
