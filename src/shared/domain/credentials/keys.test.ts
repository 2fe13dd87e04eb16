import jsonld from 'jsonld';
import { createDocumentLoader, DID_V1_CONTEXT_URL, MULTIKEY_V1_CONTEXT_URL } from './contexts';
import { generateIssuerKey, isIssuerKey, issuerDidDocument } from './keys';
import { DID } from './testFixtures';

test('a new key is an Ed25519 Multikey pair, named, dated, different each time', async () => {
  const key = await generateIssuerKey('key-1', '2025-01-01T00:00:00.000Z');
  expect(key).toEqual({
    name: 'key-1',
    createdAt: '2025-01-01T00:00:00.000Z',
    publicKeyMultibase: expect.stringMatching(/^z6Mk[1-9A-HJ-NP-Za-km-z]+$/),
    secretKeyMultibase: expect.stringMatching(/^zrv[1-9A-HJ-NP-Za-km-z]+$/),
  });
  expect(isIssuerKey(JSON.parse(JSON.stringify(key)))).toBe(true);
  const another = await generateIssuerKey('key-1');
  expect(another.publicKeyMultibase).not.toBe(key.publicKeyMultibase);
});

test('a key name must be usable as a DID URL fragment', async () => {
  await expect(generateIssuerKey('key 1')).rejects.toThrow('cannot name a key');
  await expect(generateIssuerKey('')).rejects.toThrow('cannot name a key');
  await expect(generateIssuerKey('a#b')).rejects.toThrow('cannot name a key');
});

test('the DID document publishes every key for assertions, and never a secret', async () => {
  const older = await generateIssuerKey('key-1');
  const newer = await generateIssuerKey('key-2');
  const document = issuerDidDocument(DID, [older, newer]);

  expect(document).toEqual({
    '@context': [DID_V1_CONTEXT_URL, MULTIKEY_V1_CONTEXT_URL],
    id: DID,
    verificationMethod: [
      {
        id: `${DID}#key-1`,
        type: 'Multikey',
        controller: DID,
        publicKeyMultibase: older.publicKeyMultibase,
      },
      {
        id: `${DID}#key-2`,
        type: 'Multikey',
        controller: DID,
        publicKeyMultibase: newer.publicKeyMultibase,
      },
    ],
    assertionMethod: [`${DID}#key-1`, `${DID}#key-2`],
  });
  const text = JSON.stringify(document);
  expect(text).not.toContain('secret');
  expect(text).not.toContain(older.secretKeyMultibase);
  expect(text).not.toContain(newer.secretKeyMultibase);
});

test('the DID document is valid JSON-LD under its pinned contexts (safe mode)', async () => {
  const document = issuerDidDocument(DID, [await generateIssuerKey('key-1')]);
  const expanded = await jsonld.expand(document, {
    documentLoader: createDocumentLoader(),
    safe: true,
  });
  expect(JSON.stringify(expanded)).toContain('https://w3id.org/security#assertionMethod');
});

test('a DID document refuses two keys of one name, and a non-DID', async () => {
  const key = await generateIssuerKey('key-1');
  expect(() => issuerDidDocument(DID, [key, key])).toThrow('Two keys are called "key-1"');
  expect(() => issuerDidDocument('https://localhost:4173', [key])).toThrow('is not a DID');
});

test('isIssuerKey refuses what is not a stored key', () => {
  expect(isIssuerKey(null)).toBe(false);
  expect(isIssuerKey({ name: 'key-1', createdAt: 'x', publicKeyMultibase: 'z6Mk' })).toBe(false);
  expect(
    isIssuerKey({ name: 'k 1', createdAt: 'x', publicKeyMultibase: 'z', secretKeyMultibase: 'z' }),
  ).toBe(false);
});
