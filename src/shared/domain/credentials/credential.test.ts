import jsonld from 'jsonld';
import { createDocumentLoader, OB_V3_CONTEXT_URL, VC_V2_CONTEXT_URL } from './contexts';
import { certificateCredential, certificateIdOfCredential, STATUS_LIST_LENGTH } from './credential';
import {
  CERTIFICATE_ID,
  DID,
  ISSUED_AT,
  LIST_URL,
  sampleCertificate,
  sampleCredential,
  SITE,
} from './testFixtures';

test('a certificate becomes an OpenBadgeCredential naming the learner, course and status', () => {
  expect(sampleCredential(sampleCertificate(), 42)).toEqual({
    '@context': [VC_V2_CONTEXT_URL, OB_V3_CONTEXT_URL],
    id: `${SITE}/certificates/${CERTIFICATE_ID}`,
    type: ['VerifiableCredential', 'OpenBadgeCredential'],
    issuer: { id: DID, type: ['Profile'], name: 'Learn Academy', url: `${SITE}/` },
    validFrom: '2025-03-01T10:00:00.000Z',
    awardedDate: ISSUED_AT,
    name: 'Certificate of completion: Analytical Engines',
    description: 'Learn Academy certifies the completion of the course “Analytical Engines”.',
    credentialSubject: {
      type: ['AchievementSubject'],
      identifier: [
        {
          type: 'IdentityObject',
          identityType: 'name',
          hashed: false,
          identityHash: 'Ada Lovelace',
        },
      ],
      achievement: {
        id: `${SITE}/courses/analytical-engines`,
        type: ['Achievement'],
        achievementType: 'Course',
        name: 'Analytical Engines',
        description: 'The course “Analytical Engines” (12.5 hours) on Learn Academy.',
        criteria: {
          narrative:
            'Complete every lesson of the course “Analytical Engines” (12.5 hours, taught by ' +
            'Charles Babbage and Mary Somerville).',
        },
      },
    },
    credentialStatus: {
      id: `${LIST_URL}#42`,
      type: 'BitstringStatusListEntry',
      statusPurpose: 'revocation',
      statusListIndex: '42',
      statusListCredential: LIST_URL,
    },
  });
});

test('the criteria read well with one hour, one instructor or none', () => {
  const one = sampleCredential(sampleCertificate({ hours: 1, instructors: ['Grace Hopper'] }));
  expect(one.credentialSubject.achievement.criteria.narrative).toBe(
    'Complete every lesson of the course “Analytical Engines” (1 hour, taught by Grace Hopper).',
  );
  const none = sampleCredential(sampleCertificate({ hours: 0.5, instructors: [] }));
  expect(none.credentialSubject.achievement.criteria.narrative).toBe(
    'Complete every lesson of the course “Analytical Engines” (0.5 hours).',
  );
  const three = sampleCredential(sampleCertificate({ instructors: ['A', 'B', 'C'] }));
  expect(three.credentialSubject.achievement.criteria.narrative).toContain('taught by A, B and C');
});

test('every term is defined by the pinned contexts (JSON-LD safe mode)', async () => {
  const documentLoader = createDocumentLoader();
  const credential = sampleCredential();
  const expanded = JSON.stringify(await jsonld.expand(credential, { documentLoader, safe: true }));
  expect(expanded).toContain('https://purl.imsglobal.org/spec/vc/ob/vocab.html#identityHash');
  expect(expanded).toContain('https://www.w3.org/ns/credentials/status#statusListIndex');

  // Safe mode is on: an undefined term is refused.
  const withStray = {
    ...credential,
    credentialSubject: { ...credential.credentialSubject, hours: 3 },
  };
  await expect(jsonld.expand(withStray, { documentLoader, safe: true })).rejects.toThrow();
});

test('the certificate id is read back from the credential', () => {
  expect(certificateIdOfCredential(sampleCredential())).toBe(CERTIFICATE_ID);
  expect(certificateIdOfCredential({ id: `${SITE}/certificates/abc` })).toBe('abc');
  expect(certificateIdOfCredential({ id: `${SITE}/courses/abc` })).toBeUndefined();
  expect(certificateIdOfCredential({ id: 'not a url' })).toBeUndefined();
  expect(certificateIdOfCredential({ id: 7 })).toBeUndefined();
  expect(certificateIdOfCredential({})).toBeUndefined();
  expect(certificateIdOfCredential(null)).toBeUndefined();
  expect(certificateIdOfCredential('text')).toBeUndefined();
});

test('inconsistent input is refused', () => {
  const input = {
    certificate: sampleCertificate(),
    issuedAt: ISSUED_AT,
    issuer: { id: DID, name: 'Learn Academy', url: `${SITE}/` },
    pageUrl: `${SITE}/certificates/${CERTIFICATE_ID}`,
    status: { listUrl: LIST_URL, index: 0 },
  };
  expect(() => certificateCredential(input)).not.toThrow();
  expect(() => certificateCredential({ ...input, pageUrl: `${SITE}/certificates/other` })).toThrow(
    'is not the page of certificate',
  );
  expect(() =>
    certificateCredential({ ...input, status: { listUrl: LIST_URL, index: STATUS_LIST_LENGTH } }),
  ).toThrow(RangeError);
  expect(() =>
    certificateCredential({ ...input, status: { listUrl: LIST_URL, index: 1.5 } }),
  ).toThrow(RangeError);
  expect(() =>
    certificateCredential({ ...input, issuer: { ...input.issuer, id: 'https://localhost' } }),
  ).toThrow('is not a DID');
  expect(() => certificateCredential({ ...input, issuedAt: '2025-03-01' })).toThrow('issuedAt');
});
