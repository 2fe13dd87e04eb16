/**
 * Certificates (/certificates/:certificateId): the public read of a valid or revoked certificate,
 * and the credential its learner or an admin downloads.
 */
import assert from 'node:assert/strict';
import { SEED_CERTIFICATES, SEED_UIDS } from '../seed/accounts';
import { call } from './client';
import {
  expectError,
  expectStatus,
  list,
  PERSONAS,
  record,
  uniqueEmail,
  type ContractCase,
} from './expectations';
import {
  credentialOf,
  expectCode,
  isDateTime,
  issuerDocuments,
  proofKey,
  PUBLIC_FIELDS,
  publicRead,
  PYTHON,
  REVOKED_FIELDS,
  sortedKeys,
  verdictOn,
} from './certificateHelpers';

export function certificateReadCases(): ContractCase[] {
  return [
    {
      name: 'GET /certificates/:certificateId: public (no token needed), exactly the public fields, nothing of the account; 404 certificate_not_found for unknown and malformed ids',
      async run(t) {
        const id = SEED_CERTIFICATES.python;
        const read = await call(t, 'GET', `/certificates/${id}`);
        expectStatus(read, 200, 'anonymous');
        const certificate = record(read.json, 'certificate');
        assert.deepEqual(sortedKeys(certificate), PUBLIC_FIELDS, 'the public fields only');
        const issuer = record(certificate.issuer, 'issuer');
        assert.deepEqual(sortedKeys(issuer), ['id', 'name']);
        assert.match(String(issuer.id), /^did:web:/);
        assert.equal(certificate.id, id);
        assert.equal(certificate.status, 'valid');
        assert.equal(certificate.learnerName, 'Lena Learner');
        assert.equal(certificate.courseId, PYTHON);
        assert.equal(certificate.courseTitle, 'Python Programming');
        assert.ok(isDateTime(certificate.completedAt), 'completedAt');
        for (const secret of ['learner@example.com', SEED_UIDS['learner@example.com'] ?? '', '@']) {
          assert.ok(!read.text.includes(secret), `nothing of the account: ${secret}`);
        }
        for (const as of [PERSONAS.learnerA, PERSONAS.admin, uniqueEmail('reader')]) {
          const signedIn = await call(t, 'GET', `/certificates/${id}`, { as });
          expectStatus(signedIn, 200, as);
          assert.deepEqual(signedIn.json, certificate, `${as} reads the same`);
        }

        for (const [unknown, what] of [
          ['AAAAAAAAAAAAAAAAAAAAAA', 'an unknown id'],
          [`${id}A`, 'an id one character too long'],
          [id.slice(1), 'an id one character short'],
          [`${id.slice(0, 21)}.`, 'an id with a character of no certificate id'],
          ['6650a1c00000000000000007', 'an ObjectId'],
        ] as const) {
          expectCode(
            await call(t, 'GET', `/certificates/${unknown}`),
            404,
            'certificate_not_found',
            what,
          );
        }
      },
    },
    {
      name: 'A revoked certificate stays readable: status revoked, with when and why',
      async run(t) {
        const certificate = await publicRead(t, SEED_CERTIFICATES.revoked);
        assert.deepEqual(sortedKeys(certificate), REVOKED_FIELDS);
        assert.equal(certificate.status, 'revoked');
        assert.equal(certificate.learnerName, 'Maria Garcia');
        assert.equal(certificate.courseTitle, 'Upwork Mastery');
        assert.ok(isDateTime(certificate.revokedAt), 'revokedAt');
        assert.ok(
          Date.parse(String(certificate.revokedAt)) >= Date.parse(String(certificate.completedAt)),
          'revoked after it was earned',
        );
        assert.equal(certificate.revocationReason, 'The course was refunded');
      },
    },
    {
      name: 'GET /certificates/:certificateId/credential: its learner or an admin (401 anonymous, 403 another account); an OpenBadgeCredential signed with a key of the issuer’s DID document, which verifies',
      async run(t) {
        const id = SEED_CERTIFICATES.python;
        const path = `/certificates/${id}/credential`;
        expectError(await call(t, 'GET', path), 401, 'anonymous');
        expectError(
          await call(t, 'GET', path, { as: uniqueEmail('other-learner') }),
          403,
          'another learner',
          'This certificate belongs to another learner',
        );
        expectError(await call(t, 'GET', path, { as: PERSONAS.teacher }), 403, 'a teacher');
        expectCode(
          await call(t, 'GET', '/certificates/AAAAAAAAAAAAAAAAAAAAAA/credential', {
            as: PERSONAS.learnerA,
          }),
          404,
          'certificate_not_found',
          'an unknown certificate',
        );

        const credential = await credentialOf(t, id, PERSONAS.learnerA);
        const certificate = await publicRead(t, id);
        const { didDocument } = await issuerDocuments(t);
        const types = credential.type as unknown[];
        assert.ok(types.includes('VerifiableCredential'), `type: ${JSON.stringify(types)}`);
        assert.ok(types.includes('OpenBadgeCredential'), `type: ${JSON.stringify(types)}`);
        const issuerId = record(credential.issuer, 'issuer').id;
        assert.equal(issuerId, didDocument.id, "the issuer is the DID document's subject");
        assert.equal(issuerId, record(certificate.issuer, 'certificate issuer').id);
        assert.match(String(credential.id), new RegExp(`/certificates/${id}$`), 'its page');
        const { proof, assertionMethod, published } = proofKey(credential, didDocument);
        assert.equal(proof.type, 'DataIntegrityProof');
        assert.equal(proof.cryptosuite, 'eddsa-rdfc-2022');
        assert.equal(proof.proofPurpose, 'assertionMethod');
        assert.ok(assertionMethod.includes(proof.verificationMethod), 'an assertion method signed');
        assert.ok(published.includes(proof.verificationMethod), 'a published key signed');
        const subject = record(credential.credentialSubject, 'credentialSubject');
        const [identity] = list(subject.identifier, 'identifier');
        assert.equal(identity?.identityHash, certificate.learnerName, 'the learner, by name');
        assert.equal(record(subject.achievement, 'achievement').name, certificate.courseTitle);
        assert.ok(!JSON.stringify(credential).includes('learner@example.com'), 'no email');
        const status = record(credential.credentialStatus, 'credentialStatus');
        assert.match(String(status.statusListCredential), /\/issuer\/status\/1$/);
        assert.equal(await verdictOn(t, credential, id), 'verified');

        const byAdmin = await credentialOf(t, id, PERSONAS.admin);
        assert.equal(byAdmin.id, credential.id, 'an admin downloads the same certificate');
      },
    },
  ];
}
