import { decodeList } from '@digitalbazaar/vc-bitstring-status-list';
import { VC_V2_CONTEXT_URL } from './contexts';
import { STATUS_LIST_LENGTH } from './credential';
import { generateIssuerKey, type IssuerKey } from './keys';
import { signCredential, statusListCredential } from './sign';
import { DID, ISSUED_AT, LIST_URL, sampleCredential } from './testFixtures';

let key: IssuerKey;
beforeAll(async () => {
  key = await generateIssuerKey('key-1');
});

test('a credential gets an eddsa-rdfc-2022 Data Integrity proof by the issuer’s key', async () => {
  const unsigned = sampleCredential();
  const signed = await signCredential(unsigned, { did: DID, key, created: ISSUED_AT });
  expect(signed).toEqual({
    ...unsigned,
    proof: {
      type: 'DataIntegrityProof',
      created: '2025-03-01T10:00:02Z',
      verificationMethod: `${DID}#key-1`,
      cryptosuite: 'eddsa-rdfc-2022',
      proofPurpose: 'assertionMethod',
      proofValue: expect.stringMatching(/^z[1-9A-HJ-NP-Za-km-z]{80,90}$/),
    },
  });
});

test('signing is deterministic and leaves its input alone', async () => {
  const unsigned = sampleCredential();
  const copy = structuredClone(unsigned);
  const first = JSON.stringify(
    await signCredential(unsigned, { did: DID, key, created: ISSUED_AT }),
  );
  const second = JSON.stringify(
    await signCredential(sampleCredential(), { did: DID, key, created: ISSUED_AT }),
  );
  expect(second).toBe(first);
  expect(unsigned).toEqual(copy);
});

test('the status list is a signed BitstringStatusListCredential of at least 131,072 bits', async () => {
  const list = await statusListCredential({
    did: DID,
    key,
    listUrl: LIST_URL,
    revokedIndexes: [0, 7, STATUS_LIST_LENGTH - 1],
    validFrom: '2025-03-02T00:00:00Z',
  });
  expect(list).toEqual({
    '@context': [VC_V2_CONTEXT_URL],
    id: LIST_URL,
    type: ['VerifiableCredential', 'BitstringStatusListCredential'],
    issuer: DID,
    validFrom: '2025-03-02T00:00:00Z',
    credentialSubject: {
      id: `${LIST_URL}#list`,
      type: 'BitstringStatusList',
      statusPurpose: 'revocation',
      encodedList: expect.stringMatching(/^u[A-Za-z0-9_-]+$/),
    },
    proof: expect.objectContaining({
      type: 'DataIntegrityProof',
      cryptosuite: 'eddsa-rdfc-2022',
      created: '2025-03-02T00:00:00Z',
      verificationMethod: `${DID}#key-1`,
    }),
  });

  const decoded = await decodeList({ encodedList: list.credentialSubject.encodedList });
  expect(decoded.length).toBeGreaterThanOrEqual(131_072);
  const set = [0, 6, 7, 8, STATUS_LIST_LENGTH - 2, STATUS_LIST_LENGTH - 1].filter((index) =>
    decoded.getStatus(index),
  );
  expect(set).toEqual([0, 7, STATUS_LIST_LENGTH - 1]);

  const again = await statusListCredential({
    did: DID,
    key,
    listUrl: LIST_URL,
    revokedIndexes: [STATUS_LIST_LENGTH - 1, 7, 0],
    validFrom: '2025-03-02T00:00:00Z',
  });
  expect(JSON.stringify(again)).toBe(JSON.stringify(list));
});

test('a status list refuses an index outside it', async () => {
  const options = { did: DID, key, listUrl: LIST_URL, validFrom: '2025-03-02T00:00:00Z' };
  await expect(
    statusListCredential({ ...options, revokedIndexes: [STATUS_LIST_LENGTH] }),
  ).rejects.toThrow(RangeError);
  await expect(statusListCredential({ ...options, revokedIndexes: [-1] })).rejects.toThrow(
    RangeError,
  );
});
