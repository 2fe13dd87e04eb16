/**
 * Lesson media kept as files (../api/media.ts, MediaStore): the seeded ones in mocks/seed/media,
 * committed, made by scripts/media/lessonVideos.ts. Used by the json-server process and by MSW in
 * jest, which runs in Node.
 */
import { mkdir, open, rename, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { MediaStore } from '../api/media';

export const SEED_MEDIA_DIR = path.resolve(__dirname, '../seed/media');

/**
 * The seeded media, and the authors' uploads kept in `uploadsDir` (beside the server's data) when
 * it is given.
 */
export function createFileMediaStore(
  directories: readonly string[] = [SEED_MEDIA_DIR],
  uploadsDir?: string,
): MediaStore {
  const searched = uploadsDir ? [...directories, uploadsDir] : directories;
  /** The first directory holding the file (names are checked by the API: no path can escape). */
  const locate = async (file: string): Promise<{ file: string; size: number } | null> => {
    for (const directory of searched) {
      const candidate = path.join(directory, path.basename(file));
      const found = await stat(candidate).catch(() => null);
      if (found?.isFile()) return { file: candidate, size: found.size };
    }
    return null;
  };
  return {
    async size(file) {
      return (await locate(file))?.size ?? null;
    },
    async read(file, start, end) {
      const located = await locate(file);
      if (!located) throw new Error(`No media file ${file}`);
      const handle = await open(located.file, 'r');
      try {
        const bytes = new Uint8Array(end - start + 1);
        await handle.read(bytes, 0, bytes.length, start);
        return bytes;
      } finally {
        await handle.close();
      }
    },
    ...(uploadsDir && {
      async save(file: string, bytes: Uint8Array) {
        await mkdir(uploadsDir, { recursive: true });
        // Written whole under a temporary name, then renamed: a reader never sees half a file.
        const target = path.join(uploadsDir, path.basename(file));
        await writeFile(`${target}.part`, bytes);
        await rename(`${target}.part`, target);
      },
    }),
  };
}
