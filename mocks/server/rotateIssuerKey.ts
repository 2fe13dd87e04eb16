/**
 * `tsx mocks/server/rotateIssuerKey.ts`: adds a new signing key to the issuer's keys beside the data
 * (.data/issuer-keys.json, or beside MOCK_DB_FILE) and prints its name. The new key signs from now
 * on, a running server included; the older keys stay published, so what they signed still verifies.
 */
import path from 'node:path';
import { rotateIssuerKey } from '../api/credentials/issuerKeys';
import { DEFAULT_DATA_FILE, resolveFromCwd } from './paths';

const dataFile = resolveFromCwd(process.env.MOCK_DB_FILE, DEFAULT_DATA_FILE);

rotateIssuerKey(path.dirname(dataFile)).then(
  (key) => console.log(key.name),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
