import {
  createDocumentLoader,
  DID_V1_CONTEXT_URL,
  DocumentNotAvailableError,
  MULTIKEY_V1_CONTEXT_URL,
  OB_V3_CONTEXT_URL,
  PINNED_CONTEXTS,
  VC_V2_CONTEXT_URL,
} from './contexts';
import { issuerDidDocument } from './keys';
import { DID } from './testFixtures';

const KEY = {
  name: 'key-1',
  publicKeyMultibase: 'z6MkpTHR8VNsBxYAAWHut2Geadd9jSwuBV8xRoAnwWsdvktH',
};

test('the pinned contexts are the packages’ copies of the contexts certificates name', () => {
  const openBadges = PINNED_CONTEXTS.get(OB_V3_CONTEXT_URL) as { '@context': object };
  expect(openBadges['@context']).toHaveProperty('OpenBadgeCredential');
  expect(openBadges['@context']).toHaveProperty('AchievementSubject');
  const vc = PINNED_CONTEXTS.get(VC_V2_CONTEXT_URL) as { '@context': object };
  expect(vc['@context']).toHaveProperty('BitstringStatusListEntry');
  expect(vc['@context']).toHaveProperty('DataIntegrityProof');
  expect(PINNED_CONTEXTS.has(DID_V1_CONTEXT_URL)).toBe(true);
  expect(PINNED_CONTEXTS.has(MULTIKEY_V1_CONTEXT_URL)).toBe(true);
});

test('the loader answers pinned contexts without fetching', async () => {
  const fetchSpy = jest.spyOn(globalThis, 'fetch');
  const loader = createDocumentLoader();
  const answer = await loader(VC_V2_CONTEXT_URL);
  expect(answer).toEqual({
    contextUrl: null,
    documentUrl: VC_V2_CONTEXT_URL,
    document: PINNED_CONTEXTS.get(VC_V2_CONTEXT_URL),
  });
  expect(fetchSpy).not.toHaveBeenCalled();
  fetchSpy.mockRestore();
});

test('the loader refuses any URL that is neither pinned nor supplied', async () => {
  const loader = createDocumentLoader({ didDocuments: [issuerDidDocument(DID, [KEY])] });
  for (const url of [
    'https://www.w3.org/2018/credentials/v1',
    'https://purl.imsglobal.org/spec/ob/v3p0/context.json',
    'https://example.com/context.json',
    `${DID}#key-2`,
    'did:web:example.com',
  ]) {
    await expect(loader(url)).rejects.toThrow(DocumentNotAvailableError);
  }
  await expect(loader('https://example.com/context.json')).rejects.toThrow(
    'The document https://example.com/context.json is not available',
  );
});

test('the loader answers a supplied DID document, each of its keys, and other documents', async () => {
  const didDocument = issuerDidDocument(DID, [KEY]);
  const statusList = { id: 'https://localhost:4173/api/credentials/status/revocation', type: 'X' };
  const loader = createDocumentLoader({ didDocuments: [didDocument], documents: [statusList] });

  expect((await loader(DID)).document).toEqual(didDocument);
  expect((await loader(`${DID}#key-1`)).document).toEqual({
    '@context': [DID_V1_CONTEXT_URL, MULTIKEY_V1_CONTEXT_URL],
    id: `${DID}#key-1`,
    type: 'Multikey',
    controller: DID,
    publicKeyMultibase: KEY.publicKeyMultibase,
  });
  expect((await loader(statusList.id)).document).toEqual(statusList);
});

test('what the loader answers is a copy: changing it changes nothing supplied', async () => {
  const didDocument = issuerDidDocument(DID, [KEY]);
  const loader = createDocumentLoader({ didDocuments: [didDocument] });
  const answer = (await loader(DID)).document as { assertionMethod: string[] };
  answer.assertionMethod.push(`${DID}#key-9`);
  expect(didDocument.assertionMethod).toEqual([`${DID}#key-1`]);
  expect((await loader(DID)).document).toEqual(didDocument);
});
