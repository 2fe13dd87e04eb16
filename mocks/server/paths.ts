import path from 'node:path';

/** Repository root (mocks/server -> ../..). */
export const REPO_ROOT = path.resolve(__dirname, '..', '..');

/** The seed: committed, never written by a running server (docs/decisions.md#the-mock-server). */
export const DEFAULT_SEED_FILE = path.join(REPO_ROOT, 'db.json');

/** The server's working copy (git-ignored). */
export const DEFAULT_DATA_FILE = path.join(REPO_ROOT, '.data', 'db.json');

export function resolveFromCwd(file: string | undefined, fallback: string): string {
  return file && file.trim() !== '' ? path.resolve(process.cwd(), file) : fallback;
}
