/** Reading a json-server data file in hardening tests: parse it and list ids per collection. */
import { readFile } from 'node:fs/promises';
import { COLLECTION_NAMES, parseDatabase, type CollectionName } from '../../api/database';

export type IdsByCollection = Record<CollectionName, string[]>;

/** Parses the data file (throws when it is not valid JSON or not a database). */
export async function readIds(dataFile: string): Promise<IdsByCollection> {
  const db = parseDatabase(JSON.parse(await readFile(dataFile, 'utf8')), dataFile);
  return Object.fromEntries(
    COLLECTION_NAMES.map((name) => [name, db[name].map((item) => item._id).sort()]),
  ) as IdsByCollection;
}

/** Ids in `before` that are missing from `after`, per collection (empty when nothing was lost). */
export function missingIds(before: IdsByCollection, after: IdsByCollection): string[] {
  return COLLECTION_NAMES.flatMap((name) => {
    const kept = new Set(after[name]);
    return before[name].filter((id) => !kept.has(id)).map((id) => `${name}/${id}`);
  });
}
