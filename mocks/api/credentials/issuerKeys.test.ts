import { execFile } from 'node:child_process';
import { promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { issuerDidDocument } from '@/shared/domain/credentials/keys';
import {
  fileIssuerKeys,
  ISSUER_KEYS_FILE_NAME,
  memoryIssuerKeys,
  nextKeyName,
  rotateIssuerKey,
} from './issuerKeys';

const REPO_ROOT = path.resolve(__dirname, '..', '..', '..');
let dataDir: string;
let keysFile: string;

beforeEach(async () => {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'issuer-keys-'));
  keysFile = path.join(dataDir, ISSUER_KEYS_FILE_NAME);
});
afterEach(async () => {
  await fs.rm(dataDir, { recursive: true, force: true });
});

test('the first use makes one key, in a file only its owner may read', async () => {
  const keys = fileIssuerKeys(path.join(dataDir, 'nested'));
  const [current, all] = await Promise.all([keys.current(), keys.all()]);
  expect(current.name).toBe('key-1');
  expect(all).toEqual([current]);

  const file = path.join(dataDir, 'nested', ISSUER_KEYS_FILE_NAME);
  expect((await fs.stat(file)).mode & 0o777).toBe(0o600);
  expect(JSON.parse(await fs.readFile(file, 'utf8'))).toEqual({ keys: [current] });
  expect(await fs.readdir(path.join(dataDir, 'nested'))).toEqual([ISSUER_KEYS_FILE_NAME]);
});

test('two stores on one directory, used at once, share one key', async () => {
  const [first, second] = await Promise.all([
    fileIssuerKeys(dataDir).current(),
    fileIssuerKeys(dataDir).current(),
  ]);
  expect(second).toEqual(first);
  expect(await fileIssuerKeys(dataDir).all()).toEqual([first]);
});

test('a rotation adds a key that signs from then on; the older ones stay', async () => {
  const keys = fileIssuerKeys(dataDir);
  const first = await keys.current();

  const second = await rotateIssuerKey(dataDir);
  expect(second.name).toBe('key-2');
  expect(await keys.current()).toEqual(second);
  expect(await keys.all()).toEqual([first, second]);

  const third = await rotateIssuerKey(dataDir);
  expect(await keys.all()).toEqual([first, second, third]);
  expect((await fs.stat(keysFile)).mode & 0o777).toBe(0o600);
  expect(await fs.readdir(dataDir)).toEqual([ISSUER_KEYS_FILE_NAME]);

  const document = issuerDidDocument('did:web:localhost%3A4173:api:issuer', await keys.all());
  expect(document.assertionMethod).toHaveLength(3);
  expect(JSON.stringify(document)).not.toContain(first.secretKeyMultibase);
});

test('a rotation with no keys yet makes the first', async () => {
  expect((await rotateIssuerKey(dataDir)).name).toBe('key-1');
  expect(await fileIssuerKeys(dataDir).all()).toHaveLength(1);
});

test('a file that is not a list of keys is refused and left alone', async () => {
  for (const text of ['{not json', '{"keys":[]}', '{"keys":[{"name":"key-1"}]}', 'null']) {
    await fs.writeFile(keysFile, text);
    await expect(fileIssuerKeys(dataDir).current()).rejects.toThrow('it is left as it is');
    await expect(rotateIssuerKey(dataDir)).rejects.toThrow('it is left as it is');
    expect(await fs.readFile(keysFile, 'utf8')).toBe(text);
  }
});

test('memory keys: one first key however many ask at once, then rotations', async () => {
  const keys = memoryIssuerKeys();
  const [a, b] = await Promise.all([keys.current(), keys.current()]);
  expect(a).toEqual(b);
  expect(a.name).toBe('key-1');
  const rotated = await keys.rotate();
  expect(rotated.name).toBe('key-2');
  expect(await keys.current()).toEqual(rotated);
  expect((await keys.all()).map((key) => key.name)).toEqual(['key-1', 'key-2']);

  const seeded = memoryIssuerKeys([a]);
  expect(await seeded.current()).toEqual(a);
});

test('key names count up from the highest', () => {
  const key = (name: string) => ({
    name,
    createdAt: '',
    publicKeyMultibase: 'z',
    secretKeyMultibase: 'z',
  });
  expect(nextKeyName([])).toBe('key-1');
  expect(nextKeyName([key('key-1'), key('key-7'), key('other')])).toBe('key-8');
});

test('the CLI rotates the keys beside MOCK_DB_FILE and prints the new key’s name', async () => {
  const run = () =>
    promisify(execFile)(
      process.execPath,
      [path.join(REPO_ROOT, 'node_modules/tsx/dist/cli.mjs'), 'mocks/server/rotateIssuerKey.ts'],
      { cwd: REPO_ROOT, env: { ...process.env, MOCK_DB_FILE: path.join(dataDir, 'db.json') } },
    );
  expect((await run()).stdout).toBe('key-1\n');
  expect((await run()).stdout).toBe('key-2\n');
  expect((await fileIssuerKeys(dataDir).all()).map((key) => key.name)).toEqual(['key-1', 'key-2']);
});
