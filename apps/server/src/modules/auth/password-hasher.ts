import { randomBytes, scrypt as scryptCallback, type ScryptOptions, timingSafeEqual } from 'node:crypto';

const keyLength = 32;
const blockSize = 8;
const parallelism = 1;

function scrypt(password: string, salt: Buffer, cost: number): Promise<Buffer> {
  const N = 2 ** cost;
  const options: ScryptOptions = {
    N,
    r: blockSize,
    p: parallelism,
    // scrypt needs 128 * N * r bytes; leave headroom over Node's 32 MiB default.
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
 * A hash records its own cost (`scrypt$17$8$1$salt$key`), so hashes made with another cost keep
 * verifying and are upgraded at the next successful login.
 */
export type PasswordHasher = {
  hash(password: string): Promise<string>;
  verify(password: string, stored: string): Promise<boolean>;
  /** Whether a stored hash was made with other parameters than the configured ones. */
  needsRehash(stored: string): boolean;
  /** Spends the time of one verification, so unknown usernames answer as slowly as known ones. */
  burn(password: string): Promise<void>;
};

type Parsed = { cost: number; r: number; p: number; salt: Buffer; key: Buffer };

function parse(stored: string): Parsed | null {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return null;
  const [, cost, r, p, salt, key] = parts as [string, string, string, string, string, string];
  const parsed = { cost: Number(cost), r: Number(r), p: Number(p) };
  if (!Number.isInteger(parsed.cost) || parsed.cost < 1 || parsed.cost > 22) return null;
  if (parsed.r !== blockSize || parsed.p !== parallelism) return null;
  return { ...parsed, salt: Buffer.from(salt, 'base64url'), key: Buffer.from(key, 'base64url') };
}

export function createPasswordHasher(cost: number): PasswordHasher {
  const dummySalt = randomBytes(16);
  return {
    async hash(password) {
      const salt = randomBytes(16);
      const key = await scrypt(password, salt, cost);
      return [
        'scrypt',
        cost,
        blockSize,
        parallelism,
        salt.toString('base64url'),
        key.toString('base64url'),
      ].join('$');
    },
    async verify(password, stored) {
      const parsed = parse(stored);
      if (!parsed) return false;
      const key = await scrypt(password, parsed.salt, parsed.cost);
      return key.length === parsed.key.length && timingSafeEqual(key, parsed.key);
    },
    needsRehash(stored) {
      return parse(stored)?.cost !== cost;
    },
    async burn(password) {
      await scrypt(password, dummySalt, cost);
    },
  };
}
