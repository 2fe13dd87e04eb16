/** Reading a json-server data file in hardening tests: load it and list ids per collection. */
import { COLLECTION_NAMES, type CollectionName } from '../../api/database';
import { loadDataFile } from '../../api/fileStore';

export type IdsByCollection = Record<CollectionName, string[]>;

/**
 * Loads the data file and its journal as a restarted server would (throws when the snapshot is not
 * valid JSON or not a database).
 */
export async function readIds(dataFile: string): Promise<IdsByCollection> {
  const db = await loadDataFile(dataFile);
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
