/**
 * The issuer's signing keys as the mock API keeps them: in a file beside the server's data (never
 * served, not in git), or in memory (MSW mode, tests). The newest key signs; every key stays
 * published in the DID document, so credentials signed before a rotation still verify.
 *
 * The file functions load Node's modules when called, so MSW's browser bundle can import
 * memoryIssuerKeys from here without bundling them.
 */
import { generateIssuerKey, isIssuerKey, type IssuerKey } from '@/shared/domain/credentials/keys';

export interface IssuerKeys {
  /** The key that signs: the newest. The first is made on first use. */
  current(): Promise<IssuerKey>;
  /** Every key, oldest first: the DID document publishes them all. */
  all(): Promise<IssuerKey[]>;
}

/** The keys' file in the data directory. */
export const ISSUER_KEYS_FILE_NAME = 'issuer-keys.json';

interface IssuerKeysFile {
  keys: IssuerKey[];
}

/** The name of the key after `keys`: key-1, key-2, ... */
export function nextKeyName(keys: readonly IssuerKey[]): string {
  const numbers = keys.map((key) => /^key-(\d+)$/.exec(key.name)?.[1]).map(Number);
  const highest = Math.max(0, ...numbers.filter(Number.isInteger));
  return `key-${highest + 1}`;
}

async function withNextKey(keys: readonly IssuerKey[]): Promise<IssuerKey[]> {
  return [...keys, await generateIssuerKey(nextKeyName(keys))];
}

const newest = (keys: readonly IssuerKey[]): IssuerKey => {
  const key = keys[keys.length - 1];
  if (!key) throw new Error('There is no issuer key');
  return key;
};

export interface MemoryIssuerKeys extends IssuerKeys {
  /** Adds a new key, which signs from now on, and returns it. */
  rotate(): Promise<IssuerKey>;
}

/** Keys held in memory only (MSW mode, tests): `initial`, or a new key-1 on first use. */
export function memoryIssuerKeys(initial: readonly IssuerKey[] = []): MemoryIssuerKeys {
  // One promise at a time, so that two first calls made together share one new key.
  let keys: Promise<IssuerKey[]> = Promise.resolve([...initial]);
  const ensured = (): Promise<IssuerKey[]> => {
    keys = keys.then((list) => (list.length > 0 ? list : withNextKey(list)));
    return keys;
  };
  return {
    current: async () => newest(await ensured()),
    all: async () => [...(await ensured())],
    rotate: async () => {
      keys = keys.then(withNextKey);
      return newest(await keys);
    },
  };
}

// ---- The file (Node only) ----

async function nodeModules() {
  const [{ promises: fs }, path] = await Promise.all([
    import(/* webpackIgnore: true */ 'node:fs'),
    import(/* webpackIgnore: true */ 'node:path'),
  ]);
  return { fs, path };
}

function parseKeysFile(text: string, file: string): IssuerKey[] {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new Error(`${file} is not JSON; it is left as it is (its keys sign issued credentials)`);
  }
  const keys = (json as Partial<IssuerKeysFile> | null)?.keys;
  if (!Array.isArray(keys) || keys.length === 0 || !keys.every(isIssuerKey)) {
    throw new Error(`${file} holds no list of issuer keys; it is left as it is`);
  }
  if (new Set(keys.map((key) => key.name)).size !== keys.length) {
    throw new Error(`${file} names two keys alike; it is left as it is`);
  }
  return keys;
}

async function readKeysFile(file: string): Promise<IssuerKey[] | undefined> {
  const { fs } = await nodeModules();
  let text: string;
  try {
    text = await fs.readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
  return parseKeysFile(text, file);
}

/**
 * Writes `keys` to `file`, readable by its owner only, atomically: a temp file (mode 0600), synced,
 * then renamed over the file; or, with `createOnly`, linked to its name, which fails (EEXIST)
 * rather than replace a file another process has just made.
 */
async function writeKeysFile(
  file: string,
  keys: readonly IssuerKey[],
  createOnly: boolean,
): Promise<void> {
  const { fs, path } = await nodeModules();
  const dir = path.dirname(file);
  await fs.mkdir(dir, { recursive: true });
  const temp = `${file}.${globalThis.crypto.randomUUID()}.tmp`;
  const contents: IssuerKeysFile = { keys: [...keys] };
  try {
    const handle = await fs.open(temp, 'wx', 0o600);
    try {
      await handle.writeFile(`${JSON.stringify(contents, null, 2)}\n`, 'utf8');
      await handle.sync();
    } finally {
      await handle.close();
    }
    if (createOnly) await fs.link(temp, file);
    else await fs.rename(temp, file);
    const directory = await fs.open(dir, 'r');
    try {
      await directory.sync();
    } finally {
      await directory.close();
    }
  } finally {
    await fs.rm(temp, { force: true });
  }
}

/** The keys in `file`, made (one key) when there is no file yet. */
async function ensureKeysFile(file: string): Promise<IssuerKey[]> {
  const existing = await readKeysFile(file);
  if (existing) return existing;
  const keys = await withNextKey([]);
  try {
    await writeKeysFile(file, keys, true);
    return keys;
  } catch (error) {
    // Another process made the file first: its key is the one.
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    const made = await readKeysFile(file);
    if (!made) throw error;
    return made;
  }
}

async function keysFileOf(dataDir: string): Promise<string> {
  const { path } = await nodeModules();
  return path.join(dataDir, ISSUER_KEYS_FILE_NAME);
}

/**
 * Keys kept in `<dataDir>/issuer-keys.json` (mode 0600), made on first use. The file is read
 * again whenever it has changed, so a rotation made while the server runs is used at once.
 */
export function fileIssuerKeys(dataDir: string): IssuerKeys {
  let cached: { identity: string; keys: IssuerKey[] } | undefined;
  // Calls are made one after another, so that two first uses do not both make a key.
  let queue: Promise<unknown> = Promise.resolve();

  const load = async (): Promise<IssuerKey[]> => {
    const { fs } = await nodeModules();
    const file = await keysFileOf(dataDir);
    const stat = await fs.stat(file).catch(() => undefined);
    const identity = stat && `${stat.ino}:${stat.size}:${stat.mtimeMs}`;
    if (identity && cached?.identity === identity) return cached.keys;
    const keys = await ensureKeysFile(file);
    // Remembered under what was seen before reading: a change made since is read next time.
    cached = identity ? { identity, keys } : undefined;
    return keys;
  };
  const keys = (): Promise<IssuerKey[]> => {
    const result = queue.then(load);
    queue = result.catch(() => undefined);
    return result;
  };

  return {
    current: async () => newest(await keys()),
    all: async () => [...(await keys())],
  };
}

/**
 * Adds a new key to `<dataDir>/issuer-keys.json` (making the file, with one key, if there is none)
 * and returns it: the newest key signs from now on, and the older ones stay published. Run one
 * rotation at a time.
 */
export async function rotateIssuerKey(dataDir: string): Promise<IssuerKey> {
  const file = await keysFileOf(dataDir);
  const existing = await readKeysFile(file);
  if (!existing) return newest(await ensureKeysFile(file));
  const keys = await withNextKey(existing);
  await writeKeysFile(file, keys, false);
  return newest(keys);
}
