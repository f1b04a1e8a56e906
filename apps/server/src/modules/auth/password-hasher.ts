import { randomBytes, scrypt as scryptCallback, type ScryptOptions, timingSafeEqual } from 'node:crypto';
import type { ScryptCost } from '../../config.ts';

const keyLength = 32;
const blockSize = 8;

function scrypt(password: string, salt: Buffer, { cost, parallelism }: ScryptCost): Promise<Buffer> {
  const N = 2 ** cost;
  const options: ScryptOptions = {
    N,
    r: blockSize,
    p: parallelism,
    // scrypt needs 128 * N * r bytes (the p lanes run one after another); leave headroom over
    // Node's 32 MiB default.
    maxmem: 128 * N * blockSize * 2,
  };
  return new Promise((resolve, reject) =>
    scryptCallback(password.normalize('NFC'), salt, keyLength, options, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  );
}

/**
 * Passwords under scrypt, Node's built-in memory-hard KDF (ADR 031): no native addon to build.
 * A hash records its own parameters (`scrypt$15$8$3$salt$key`: log2 N, r, p), so hashes made with
 * other ones keep verifying and are upgraded at the next successful login.
 */
export type PasswordHasher = {
  hash(password: string): Promise<string>;
  verify(password: string, stored: string): Promise<boolean>;
  /** Whether a stored hash was made with other parameters than the configured ones. */
  needsRehash(stored: string): boolean;
  /** Spends the time of one verification, so unknown usernames answer as slowly as known ones. */
  burn(password: string): Promise<void>;
};

type Parsed = ScryptCost & { salt: Buffer; key: Buffer };

function parse(stored: string): Parsed | null {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return null;
  const [, cost, r, p, salt, key] = parts as [string, string, string, string, string, string];
  const parsed = { cost: Number(cost), parallelism: Number(p) };
  if (!Number.isInteger(parsed.cost) || parsed.cost < 1 || parsed.cost > 22) return null;
  if (!Number.isInteger(parsed.parallelism) || parsed.parallelism < 1 || parsed.parallelism > 16) return null;
  if (Number(r) !== blockSize) return null;
  return { ...parsed, salt: Buffer.from(salt, 'base64url'), key: Buffer.from(key, 'base64url') };
}

export function createPasswordHasher(settings: ScryptCost): PasswordHasher {
  const dummySalt = randomBytes(16);
  return {
    async hash(password) {
      const salt = randomBytes(16);
      const key = await scrypt(password, salt, settings);
      return [
        'scrypt',
        settings.cost,
        blockSize,
        settings.parallelism,
        salt.toString('base64url'),
        key.toString('base64url'),
      ].join('$');
    },
    async verify(password, stored) {
      const parsed = parse(stored);
      if (!parsed) return false;
      const key = await scrypt(password, parsed.salt, parsed);
      return key.length === parsed.key.length && timingSafeEqual(key, parsed.key);
    },
    needsRehash(stored) {
      const parsed = parse(stored);
      return parsed?.cost !== settings.cost || parsed.parallelism !== settings.parallelism;
    },
    async burn(password) {
      await scrypt(password, dummySalt, settings);
    },
  };
}
