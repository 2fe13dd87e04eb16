/** Reading and writing one collection of the database: find, insert and remove by id. */
import type { DeleteResult, InsertResult } from '@/shared/domain/entities';
import type { CollectionName, Database } from '../database';
import type { MockResponse } from '../http';
import { isObjectId } from '../ids';
import type { DataStore } from '../store';
import { HttpError } from './errors';
import { json } from './routing';

type RecordOf<K extends CollectionName> = Database[K][number];

export interface Collections {
  /** The record with that id, or a 404 with `missing` (also for an id that is not an ObjectId). */
  findById<K extends CollectionName>(
    collection: K,
    id: string,
    missing: string,
  ): Promise<RecordOf<K>>;
  /** Stores the record: 201 with an InsertResult. */
  insert<K extends CollectionName>(collection: K, record: RecordOf<K>): Promise<MockResponse>;
  /** Removes the record: 200 with a DeleteResult, or a 404 with `missing`. */
  removeById(collection: CollectionName, id: string, missing: string): Promise<MockResponse>;
}

export function createCollections(store: DataStore): Collections {
  return {
    async findById(collection, id, missing) {
      const item = isObjectId(id) ? (await store.view()).get(collection, id) : undefined;
      if (!item) throw new HttpError(404, { error: missing });
      return item as RecordOf<typeof collection>;
    },

    async insert(collection, record) {
      await store.update((tx) => tx.insert(collection, record));
      const result: InsertResult = { acknowledged: true, insertedId: record._id };
      return json(201, result);
    },

    async removeById(collection, id, missing) {
      const deletedCount = await store.update((tx) => {
        if (!isObjectId(id) || !tx.get(collection, id)) return 0;
        tx.remove(collection, id);
        return 1;
      });
      if (deletedCount === 0) throw new HttpError(404, { error: missing });
      const result: DeleteResult = { acknowledged: true, deletedCount };
      return json(200, result);
    },
  };
}
