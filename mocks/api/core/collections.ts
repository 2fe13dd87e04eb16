/** Reading and writing one collection of the database: find, insert and remove by id. */
import type { DeleteResult, InsertResult } from '../../../src/app/domain/entities';
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
      const db = await store.read();
      const item = isObjectId(id)
        ? (db[collection] as RecordOf<typeof collection>[]).find((entry) => entry._id === id)
        : undefined;
      if (!item) throw new HttpError(404, { error: missing });
      return item;
    },

    async insert(collection, record) {
      await store.update((db) => {
        (db[collection] as RecordOf<typeof collection>[]).push(record);
      });
      const result: InsertResult = { acknowledged: true, insertedId: record._id };
      return json(201, result);
    },

    async removeById(collection, id, missing) {
      const deletedCount = await store.update((db) => {
        const items: { _id: string }[] = db[collection];
        const index = isObjectId(id) ? items.findIndex((item) => item._id === id) : -1;
        if (index < 0) return 0;
        items.splice(index, 1);
        return 1;
      });
      if (deletedCount === 0) throw new HttpError(404, { error: missing });
      const result: DeleteResult = { acknowledged: true, deletedCount };
      return json(200, result);
    },
  };
}
