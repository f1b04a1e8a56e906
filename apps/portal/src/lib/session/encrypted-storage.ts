/**
 * Keeps the patron's credentials encrypted in browser storage (spec §4: "pages persist encrypted").
 * AES-GCM with a non-extractable key kept in IndexedDB: the key can be used by this origin's code
 * but never read out, so a copied storage dump or a shared-computer snoop sees only ciphertext.
 * Where IndexedDB is unavailable (private modes of some browsers) the key lives in memory and the
 * session therefore lasts as long as the page.
 */
const databaseName = 'acervo';
const storeName = 'chaves';
const keyName = 'sessao';

let keyPromise: Promise<CryptoKey> | null = null;

function openKeyDatabase(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(databaseName, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(storeName);
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB failed'));
  });
}

function idbRequest<T>(request: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB failed'));
  });
}

function generateKey(): Promise<CryptoKey> {
  return crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, false, ['encrypt', 'decrypt']);
}

async function loadOrCreateKey(): Promise<CryptoKey> {
  if (typeof indexedDB === 'undefined') return generateKey();
  try {
    const database = await openKeyDatabase();
    const stored = await idbRequest<CryptoKey | undefined>(
      database.transaction(storeName).objectStore(storeName).get(keyName),
    );
    if (stored) return stored;
    const key = await generateKey();
    await idbRequest(database.transaction(storeName, 'readwrite').objectStore(storeName).put(key, keyName));
    database.close();
    return key;
  } catch {
    return generateKey();
  }
}

function sessionKey(): Promise<CryptoKey> {
  keyPromise ??= loadOrCreateKey();
  return keyPromise;
}

const toBase64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes));
const fromBase64 = (text: string) => Uint8Array.from(atob(text), (char) => char.charCodeAt(0));

/** Encrypts a JSON value to a string safe for localStorage/sessionStorage. */
export async function encryptJson(value: unknown): Promise<string> {
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const plain = new TextEncoder().encode(JSON.stringify(value));
  const cipher = new Uint8Array(
    await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, await sessionKey(), plain),
  );
  return JSON.stringify({ v: 1, iv: toBase64(iv), data: toBase64(cipher) });
}

/** Decrypts what `encryptJson` wrote; null when it is missing, tampered with or from another key. */
export async function decryptJson(text: string | null): Promise<unknown> {
  if (!text) return null;
  try {
    const { v, iv, data } = JSON.parse(text) as { v: number; iv: string; data: string };
    if (v !== 1) return null;
    const plain = await crypto.subtle.decrypt(
      { name: 'AES-GCM', iv: fromBase64(iv) },
      await sessionKey(),
      fromBase64(data),
    );
    return JSON.parse(new TextDecoder().decode(plain));
  } catch {
    return null;
  }
}
