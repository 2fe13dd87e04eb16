import { generateIssuerKey, issuerDidDocument, type DidDocument, type IssuerKey } from './keys';
import { signCredential, statusListCredential, type Signed } from './sign';
import type { OpenBadgeCredential } from './credential';
import { IssuerDocumentError, verifyCertificateCredential, type ExpectedIssuer } from './verify';
import {
  CERTIFICATE_ID,
  DID,
  ISSUED_AT,
  LIST_URL,
  sampleCertificate,
  sampleCredential,
} from './testFixtures';

const INDEX = 5;
let key: IssuerKey;
let didDocument: DidDocument;
let signed: Signed<OpenBadgeCredential>;
let expected: ExpectedIssuer;

const statusList = (signer: IssuerKey, revokedIndexes: number[] = [], did = DID) =>
  statusListCredential({
    did,
    key: signer,
    listUrl: LIST_URL,
    revokedIndexes,
    validFrom: '2025-03-02T00:00:00Z',
  });

beforeAll(async () => {
  key = await generateIssuerKey('key-1');
  didDocument = issuerDidDocument(DID, [key]);
  signed = await signCredential(sampleCredential(sampleCertificate(), INDEX), {
    did: DID,
    key,
    created: ISSUED_AT,
  });
  expected = {
    certificateId: CERTIFICATE_ID,
    didDocument,
    statusListCredential: await statusList(key, [INDEX + 1]),
  };
});

test('a credential as issued verifies, from its file’s text or its JSON', async () => {
  expect(await verifyCertificateCredential(JSON.stringify(signed), expected)).toEqual({
    kind: 'verified',
  });
  expect(await verifyCertificateCredential(JSON.stringify(signed, null, 2), expected)).toEqual({
    kind: 'verified',
  });
  expect(await verifyCertificateCredential(signed, expected)).toEqual({ kind: 'verified' });
});

test('one changed character of the learner’s name makes it altered', async () => {
  const text = JSON.stringify(signed);
  const altered = text.replace('"identityHash":"Ada Lovelace"', '"identityHash":"Ada Lovelacf"');
  expect(altered).not.toBe(text);
  expect(await verifyCertificateCredential(altered, expected)).toEqual({ kind: 'altered' });
});

test('any other change to what was signed makes it altered', async () => {
  const changes: ((credential: Signed<OpenBadgeCredential>) => void)[] = [
    (c) => (c.credentialSubject.achievement.name = 'Another course'),
    (c) => (c.validFrom = '2024-03-01T10:00:00.000Z'),
    (c) => (c.credentialStatus.statusListIndex = String(INDEX + 1)),
    (c) => (c.proof.created = '2025-03-01T10:00:03Z'),
    (c) => (c.proof.proofValue = `${c.proof.proofValue.slice(0, -2)}11`),
    (c) => Object.assign(c.credentialSubject, { achievement: { id: 'https://x.example/' } }),
    (c) => Object.assign(c, { '@context': [...c['@context'], 'https://example.com/ctx.json'] }),
  ];
  for (const change of changes) {
    const copy = structuredClone(signed);
    change(copy);
    expect(await verifyCertificateCredential(copy, expected)).toEqual({ kind: 'altered' });
  }
});

test('a credential signed by a key the site does not publish is unknown-key', async () => {
  const stranger = await generateIssuerKey('key-2');
  const bySiteDid = await signCredential(sampleCredential(), {
    did: DID,
    key: stranger,
    created: ISSUED_AT,
  });
  expect(await verifyCertificateCredential(bySiteDid, expected)).toEqual({ kind: 'unknown-key' });

  const otherDid = 'did:web:elsewhere.example';
  const unsigned = sampleCredential();
  const byOtherIssuer = await signCredential(
    { ...unsigned, issuer: { ...unsigned.issuer, id: otherDid } },
    { did: otherDid, key: stranger, created: ISSUED_AT },
  );
  expect(await verifyCertificateCredential(byOtherIssuer, expected)).toEqual({
    kind: 'unknown-key',
  });

  const { proof: _proof, ...unsignedCopy } = signed;
  expect(await verifyCertificateCredential(unsignedCopy, expected)).toEqual({
    kind: 'unknown-key',
  });
});

test('a key forged under a published key’s name never verifies', async () => {
  // Its signature names the site's key-1, whose published public key it does not match.
  const forger = await generateIssuerKey('key-1');
  const forged = await signCredential(sampleCredential(), {
    did: DID,
    key: forger,
    created: ISSUED_AT,
  });
  expect(await verifyCertificateCredential(forged, expected)).toEqual({ kind: 'altered' });
});

test('a genuine credential whose bit is set is revoked', async () => {
  const revoking = { ...expected, statusListCredential: await statusList(key, [INDEX]) };
  expect(await verifyCertificateCredential(signed, revoking)).toEqual({ kind: 'revoked' });
});

test('a genuine credential of another certificate is other-certificate', async () => {
  const other = await signCredential(
    sampleCredential(sampleCertificate({ id: 'Zz9_Zz9_Zz9_Zz9_Zz9_Zw' }), 9),
    { did: DID, key, created: ISSUED_AT },
  );
  expect(await verifyCertificateCredential(other, expected)).toEqual({
    kind: 'other-certificate',
    certificateId: 'Zz9_Zz9_Zz9_Zz9_Zz9_Zw',
  });
});

test('after a rotation, credentials signed by the older key still verify', async () => {
  const newer = await generateIssuerKey('key-2');
  const rotated: ExpectedIssuer = {
    certificateId: CERTIFICATE_ID,
    didDocument: issuerDidDocument(DID, [key, newer]),
    statusListCredential: await statusList(newer, [INDEX + 1]),
  };
  expect(await verifyCertificateCredential(signed, rotated)).toEqual({ kind: 'verified' });
  const byNewer = await signCredential(sampleCredential(), {
    did: DID,
    key: newer,
    created: ISSUED_AT,
  });
  expect(await verifyCertificateCredential(byNewer, rotated)).toEqual({ kind: 'verified' });
  // The older key's credential is revoked by a list the newer key signed.
  const revoking = { ...rotated, statusListCredential: await statusList(newer, [INDEX]) };
  expect(await verifyCertificateCredential(signed, revoking)).toEqual({ kind: 'revoked' });
});

test('what is not JSON, or not a Verifiable Credential, is not-a-credential', async () => {
  const notCredentials: unknown[] = [
    'not json',
    JSON.stringify(signed).slice(0, -1),
    '[]',
    '{}',
    '42',
    null,
    42,
    JSON.stringify({ ...signed, type: ['OpenBadgeCredential'] }),
    JSON.stringify({ ...signed, '@context': undefined }),
    JSON.stringify({ ...signed, credentialSubject: undefined }),
  ];
  for (const json of notCredentials) {
    expect(await verifyCertificateCredential(json, expected)).toEqual({ kind: 'not-a-credential' });
  }
});

test('a malformed DID document cannot be used', async () => {
  for (const didDocument of [{}, { id: DID }, { ...expected.didDocument, assertionMethod: 'x' }]) {
    await expect(
      verifyCertificateCredential(signed, { ...expected, didDocument: didDocument as DidDocument }),
    ).rejects.toThrow(IssuerDocumentError);
  }
});

test('a status list the site did not sign, or changed, cannot be used', async () => {
  const stranger = await generateIssuerKey('key-1');
  await expect(
    verifyCertificateCredential(signed, {
      ...expected,
      statusListCredential: await statusList(stranger),
    }),
  ).rejects.toThrow(IssuerDocumentError);

  const list = structuredClone(expected.statusListCredential) as Awaited<
    ReturnType<typeof statusList>
  >;
  const revoking = await statusList(key, [INDEX]);
  list.credentialSubject.encodedList = revoking.credentialSubject.encodedList;
  await expect(
    verifyCertificateCredential(signed, { ...expected, statusListCredential: list }),
  ).rejects.toThrow('The status list credential does not verify');

  const elsewhere = { ...(await statusList(key)), id: `${LIST_URL}-2` };
  await expect(
    verifyCertificateCredential(signed, { ...expected, statusListCredential: elsewhere }),
  ).rejects.toThrow('is not in the status list');
});
