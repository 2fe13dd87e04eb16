/**
 * Certificates (docs/decisions.md, "Certificates"): issued by the server on completion only, one per
 * learner and course; read by anyone without a word of the learner but the name on it; downloaded
 * by their learner (or an admin) as an Open Badges 3.0 credential that verifies against the
 * issuer's public DID document and revocation list; revoked by a refund or an admin, for good.
 *
 * The cases read the seed's two certificates (Lena Learner's Python Programming, valid; Maria
 * Garcia's Upwork Mastery, revoked) and never change them: a case that revokes or refunds writes a
 * course of its own and certifies a new learner in it, so the cases run in any order, also against
 * a server that earlier runs have used.
 */
import assert from 'node:assert/strict';
import type { DidDocument } from '@/shared/domain/credentials/keys';
import { SEED_CERTIFICATES, SEED_UIDS } from '../seed/accounts';
import { call, type CallResult, type ContractTarget } from './client';
import {
  createCourse,
  enrollIn,
  enrollmentsOf,
  expectError,
  expectFieldError,
  expectStatus,
  list,
  pay,
  PERSONAS,
  record,
  uniqueEmail,
  type ContractCase,
  type ContractCourse,
} from './expectations';
// Imported, not loaded with import(): Playwright's runner of these cases (e2e/contract.spec.ts)
// compiles only what is imported statically.
import { verifyCertificateCredential } from '@/shared/domain/credentials/verify';

const PYTHON = '6650a1c00000000000000007';
const CERTIFICATE_ID = /^[A-Za-z0-9_-]{22}$/;
/** What anyone may read of a valid certificate, and nothing more. */
const PUBLIC_FIELDS = [
  'completedAt',
  'courseId',
  'courseTitle',
  'hours',
  'id',
  'instructors',
  'issuer',
  'learnerName',
  'status',
];
const REVOKED_FIELDS = [...PUBLIC_FIELDS, 'revocationReason', 'revokedAt'].sort();
/** The name the contract registers its new accounts with (registerUser). */
const CONTRACT_NAME = 'Contract User';
/** The one lesson of a course of the cases: 6 minutes, a tenth of an hour. */
const LESSON = { title: 'All there is', minutes: 6, preview: false, body: 'The whole course.' };

const sortedKeys = (value: Record<string, unknown>): string[] => Object.keys(value).sort();

/** The body of a JSON-LD answer (a credential, a DID document), whose media type ends in +json. */
function linkedData(result: CallResult, type: string, what: string): Record<string, unknown> {
  assert.equal(
    (result.headers.get('content-type') ?? '').split(';')[0]?.trim(),
    type,
    `${what}: Content-Type`,
  );
  return record(JSON.parse(result.text) as unknown, what);
}

const isDateTime = (value: unknown): boolean =>
  typeof value === 'string' && !Number.isNaN(Date.parse(value));

/**
 * A new course priced `price` (free by default: whoever enrolls may learn at once) with one
 * published text lesson, written by an admin: completing that lesson completes the course.
 */
async function oneLessonCourse(
  t: ContractTarget,
  price = 0,
): Promise<ContractCourse & { lessonId: string }> {
  const course = await createCourse(t, price);
  const admin = { as: PERSONAS.admin };
  const chapter = await call(t, 'POST', `/courses/${course._id}/chapters`, {
    ...admin,
    body: { title: 'Everything' },
  });
  expectStatus(chapter, 201, 'an admin adds a chapter');
  const chapterId = String(record(chapter.json, 'chapter')._id);
  const created = await call(t, 'POST', `/chapters/${chapterId}/lessons`, {
    ...admin,
    body: { title: LESSON.title, kind: 'text' },
  });
  expectStatus(created, 201, 'an admin adds a text lesson');
  const lesson = record(created.json, 'lesson');
  const lessonId = String(lesson._id);
  const saved = await call(t, 'PUT', `/lessons/${lessonId}/edit`, {
    ...admin,
    body: LESSON,
    headers: { 'If-Match': `"${String(lesson.version)}"` },
  });
  expectStatus(saved, 200, 'the lesson written');
  const published = await call(t, 'POST', `/lessons/${lessonId}/publish`, {
    ...admin,
    body: {},
    headers: { 'If-Match': `"${String(record(saved.json, 'saved').version)}"` },
  });
  expectStatus(published, 200, 'the lesson published');
  return { ...course, lessonId };
}

/** `email` completes the course's one lesson: the completion time. */
async function complete(
  t: ContractTarget,
  email: string,
  course: { _id: string; lessonId: string },
): Promise<string> {
  const done = await call(t, 'POST', `/progress/${course._id}/completions`, {
    as: email,
    body: { lessonId: course.lessonId },
  });
  expectStatus(done, 200, `${email} completes the course`);
  const progress = record(done.json, 'progress');
  assert.equal(progress.percent, 100, 'every lesson completed');
  assert.ok(isDateTime(progress.completedAt), 'the course is Completed');
  return String(progress.completedAt);
}

/** The learner's row of GET /progress for the course, if listed. */
async function progressRow(
  t: ContractTarget,
  email: string,
  courseId: string,
): Promise<Record<string, unknown> | undefined> {
  const rows = await call(t, 'GET', '/progress', { as: email });
  expectStatus(rows, 200, `${email}'s progress`);
  return list(rows.json, 'progress rows').find((row) => row.courseId === courseId);
}

/** The course's certificate of `email`, as the certificate request answers it (200). */
async function certificateOf(
  t: ContractTarget,
  email: string,
  courseId: string,
): Promise<Record<string, unknown>> {
  const answer = await call(t, 'POST', `/courses/${courseId}/certificate`, { as: email });
  expectStatus(answer, 200, `${email}'s certificate, issued on completion`);
  return record(answer.json, 'certificate');
}

/**
 * A new learner who completed a new course of their own, and their certificate's id. Asked for,
 * it is answered whether completion issued it (200, checked by the first case) or the request
 * does (201), so that the cases built on it test what they name.
 */
async function certifiedLearner(t: ContractTarget, label: string) {
  const course = await oneLessonCourse(t);
  const email = uniqueEmail(label);
  await enrollIn(t, email, course._id);
  await complete(t, email, course);
  const answer = await call(t, 'POST', `/courses/${course._id}/certificate`, { as: email });
  assert.ok([200, 201].includes(answer.status), `the certificate: ${answer.status} ${answer.text}`);
  const certificateId = String(record(answer.json, 'certificate').id);
  assert.match(certificateId, CERTIFICATE_ID);
  return { course, email, certificateId };
}

/** Anyone's read of a certificate (no token). */
async function publicRead(t: ContractTarget, id: string): Promise<Record<string, unknown>> {
  const read = await call(t, 'GET', `/certificates/${id}`);
  expectStatus(read, 200, `GET /certificates/${id}`);
  return record(read.json, 'certificate');
}

function expectCode(result: CallResult, status: number, code: string, what: string): void {
  expectError(result, status, what);
  assert.equal(record(result.json, what).code, code, `${what}: code`);
}

/** The issuer's public documents: its DID document and its revocation list. */
async function issuerDocuments(t: ContractTarget) {
  const did = await call(t, 'GET', '/issuer/did.json');
  expectStatus(did, 200, 'the DID document');
  const statusList = await call(t, 'GET', '/issuer/status/1');
  expectStatus(statusList, 200, 'the status list');
  return {
    didDocument: linkedData(did, 'application/did+ld+json', 'DID document'),
    statusList: linkedData(statusList, 'application/vc+ld+json', 'status list'),
  };
}

/** A certificate's credential as `as` downloads it (200). */
async function credentialOf(
  t: ContractTarget,
  id: string,
  as: string,
): Promise<Record<string, unknown>> {
  const download = await call(t, 'GET', `/certificates/${id}/credential`, { as });
  expectStatus(download, 200, `${as} downloads the credential of ${id}`);
  return linkedData(download, 'application/vc+ld+json', 'credential');
}

/** What a verifier makes of the credential, checked against the issuer's public documents. */
async function verdictOn(
  t: ContractTarget,
  credential: Record<string, unknown>,
  certificateId: string,
): Promise<string> {
  const { didDocument, statusList } = await issuerDocuments(t);
  const verdict = await verifyCertificateCredential(credential, {
    certificateId,
    // Its shape is docs/api.yaml's DidDocument, which the client checked.
    didDocument: didDocument as unknown as DidDocument,
    statusListCredential: statusList,
  });
  return verdict.kind;
}

/** The ids of a proof's key and of the keys the DID document lets sign credentials. */
function proofKey(signed: Record<string, unknown>, didDocument: Record<string, unknown>) {
  const proof = record(signed.proof, 'proof');
  const assertionMethod = didDocument.assertionMethod as unknown[];
  const published = list(didDocument.verificationMethod, 'verificationMethod').map(
    (method) => method.id,
  );
  return { proof, assertionMethod, published };
}

export function certificateCases(): ContractCase[] {
  return [
    {
      name: 'POST /courses/:courseId/certificate: 409 course_not_completed until the course is completed; then the certificate issued on completion, the same one each time (200); 401 anonymous, 403 enroll_required without access, 404 unknown course',
      async run(t) {
        const course = await oneLessonCourse(t);
        const email = uniqueEmail('certificate-learner');
        await enrollIn(t, email, course._id);
        const path = `/courses/${course._id}/certificate`;
        expectCode(
          await call(t, 'POST', path, { as: email }),
          409,
          'course_not_completed',
          'enrolled, not completed',
        );
        expectError(await call(t, 'POST', path), 401, 'anonymous');
        expectCode(
          await call(t, 'POST', path, { as: uniqueEmail('not-enrolled') }),
          403,
          'enroll_required',
          'not enrolled',
        );
        expectError(
          await call(t, 'POST', '/courses/ffffffffffffffffffffffff/certificate', { as: email }),
          404,
          'unknown course',
        );
        assert.equal((await progressRow(t, email, course._id))?.certificateId, undefined);

        const completedAt = await complete(t, email, course);
        // Completion issued it: the progress row names it, and the request answers it.
        const issued = (await progressRow(t, email, course._id))?.certificateId;
        assert.match(String(issued), CERTIFICATE_ID, 'the progress row names the certificate');
        const first = await certificateOf(t, email, course._id);
        assert.equal(first.id, issued, 'the certificate issued on completion');
        assert.equal(first.status, 'valid');
        assert.equal(first.learnerName, CONTRACT_NAME, "the account's name");
        assert.equal(first.courseId, course._id);
        assert.equal(first.courseTitle, course.name);
        assert.equal(first.completedAt, completedAt);
        assert.equal(first.hours, 0.1, 'one lesson of 6 minutes');
        assert.deepEqual(first.instructors, [], 'a course without instructors names none');
        assert.deepEqual(await certificateOf(t, email, course._id), first, 'asked again');
        assert.deepEqual(await publicRead(t, String(issued)), first, 'as anyone reads it');

        // The seeded learner's Python Programming: completed, its certificate seeded.
        for (const attempt of ['first', 'second']) {
          const seeded = await call(t, 'POST', `/courses/${PYTHON}/certificate`, {
            as: PERSONAS.learnerA,
          });
          expectStatus(seeded, 200, `the seeded learner's Python certificate, ${attempt} request`);
          assert.equal(record(seeded.json, 'seeded').id, SEED_CERTIFICATES.python);
        }
      },
    },
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
    {
      name: 'The issuer’s key is never served: the DID document holds public keys only; no route answers the keys’ file',
      async run(t) {
        const { didDocument } = await issuerDocuments(t);
        assert.match(String(didDocument.id), /^did:web:/);
        const methods = list(didDocument.verificationMethod, 'verificationMethod');
        assert.ok(methods.length > 0, 'at least one key');
        for (const method of methods) {
          assert.deepEqual(sortedKeys(method), ['controller', 'id', 'publicKeyMultibase', 'type']);
          assert.equal(method.type, 'Multikey');
          assert.equal(method.controller, didDocument.id);
        }
        const ids = methods.map((method) => method.id);
        for (const id of didDocument.assertionMethod as unknown[]) {
          assert.ok(ids.includes(id), `assertion method ${String(id)} is published`);
        }
        const names: string[] = [];
        const collect = (value: unknown): void => {
          if (typeof value !== 'object' || value === null) return;
          for (const [key, item] of Object.entries(value)) {
            names.push(key);
            collect(item);
          }
        };
        collect(didDocument);
        assert.deepEqual(
          names.filter((name) => /secret|private/i.test(name)),
          [],
          'no secret key',
        );

        for (const path of [
          '/issuer/keys',
          '/issuer/keys.json',
          '/issuer-keys.json',
          '/issuer/issuer-keys.json',
          '/issuer/status/issuer-keys.json',
          '/data/issuer-keys.json',
        ]) {
          for (const as of [null, PERSONAS.admin]) {
            const answer = await call(t, 'GET', path, { as });
            expectError(answer, 404, `GET ${path} as ${as ?? 'anonymous'}`);
            assert.ok(!answer.text.includes('secretKeyMultibase'), `${path}: no key`);
          }
        }
      },
    },
    {
      name: 'POST /certificates/:certificateId/revocation: admins only (403 its learner), a reason of 1 to 200 characters (400), 200 revoked, 409 certificate_revoked the second time; the certificate, the enrollment list, progress and the status list say so',
      async run(t) {
        const { course, email, certificateId } = await certifiedLearner(t, 'revoked-learner');
        const path = `/certificates/${certificateId}/revocation`;
        const revoke = (as: string | null, body: unknown) => call(t, 'POST', path, { as, body });
        const reason = `Issued in error. ${'r'.repeat(183)}`;
        assert.equal(reason.length, 200);
        expectError(await revoke(null, { reason }), 401, 'anonymous');
        expectError(await revoke(email, { reason }), 403, 'its learner', 'Admins only');
        expectError(await revoke(PERSONAS.teacher, { reason }), 403, 'a teacher');
        for (const [body, what] of [
          [{}, 'no reason'],
          [{ reason: '' }, 'an empty reason'],
          [{ reason: ' \n ' }, 'a blank reason'],
          [{ reason: `${reason}r` }, 'a reason of 201 characters'],
        ] as const) {
          expectFieldError(await revoke(PERSONAS.admin, body), 'reason', what);
        }
        expectCode(
          await call(t, 'POST', '/certificates/AAAAAAAAAAAAAAAAAAAAAA/revocation', {
            as: PERSONAS.admin,
            body: { reason },
          }),
          404,
          'certificate_not_found',
          'an unknown certificate',
        );
        assert.equal(
          (await publicRead(t, certificateId)).status,
          'valid',
          'refusals change nothing',
        );

        const revoked = await revoke(PERSONAS.admin, { reason });
        expectStatus(revoked, 200, 'an admin revokes it');
        const answer = record(revoked.json, 'revoked');
        assert.deepEqual(sortedKeys(answer), REVOKED_FIELDS);
        assert.equal(answer.id, certificateId);
        assert.equal(answer.status, 'revoked');
        assert.equal(answer.revocationReason, reason);
        assert.ok(isDateTime(answer.revokedAt), 'revokedAt');
        assert.deepEqual(await publicRead(t, certificateId), answer, 'as anyone reads it now');

        expectCode(
          await revoke(PERSONAS.admin, { reason: 'Again' }),
          409,
          'certificate_revoked',
          'revoked twice',
        );
        assert.deepEqual(await publicRead(t, certificateId), answer, 'the first revocation stays');

        const row = (await enrollmentsOf(t, email)).find((item) => item.courseId === course._id);
        assert.deepEqual(
          row?.certificate,
          { id: certificateId, status: 'revoked' },
          'the admins’ enrollment list',
        );
        assert.equal(
          (await progressRow(t, email, course._id))?.certificateId,
          undefined,
          'progress names valid certificates only',
        );
        // An admin's revocation is for good: completing again issues nothing new.
        expectError(
          await call(t, 'POST', `/courses/${course._id}/certificate`, { as: email }),
          409,
          'asked again after the revocation',
        );
        const credential = await credentialOf(t, certificateId, email);
        assert.equal(await verdictOn(t, credential, certificateId), 'revoked', 'the status list');
      },
    },
    {
      name: 'A refund revokes the certificate (“The course was refunded”); enrolling and paying again with the course complete issues a new one at once, the old one stays revoked',
      async run(t) {
        const paid = await oneLessonCourse(t, 59);
        const email = uniqueEmail('refunded-learner');
        const enrollmentId = await enrollIn(t, email, paid._id);
        await pay(t, email, { enrollmentId, course: paid });
        await complete(t, email, paid);
        const first = String((await certificateOf(t, email, paid._id)).id);

        const refund = await call(t, 'POST', `/enroll/${enrollmentId}/refund`, {
          as: PERSONAS.admin,
        });
        expectStatus(refund, 200, 'an admin refunds the completed course');
        const revoked = await publicRead(t, first);
        assert.equal(revoked.status, 'revoked');
        assert.equal(revoked.revocationReason, 'The course was refunded');
        expectCode(
          await call(t, 'POST', `/courses/${paid._id}/certificate`, { as: email }),
          403,
          'enroll_required',
          'refunded: no access, no certificate',
        );

        const again = await enrollIn(t, email, paid._id);
        const rows = await enrollmentsOf(t, email);
        assert.deepEqual(
          rows.find((row) => row._id === again)?.certificate,
          { id: first, status: 'revoked' },
          'the list names the newest certificate, still the revoked one',
        );
        await pay(t, email, { enrollmentId: again, course: paid });
        const second = (await progressRow(t, email, paid._id))?.certificateId;
        assert.match(String(second), CERTIFICATE_ID, 'a new certificate at once');
        assert.notEqual(second, first);
        const renewed = await publicRead(t, String(second));
        assert.equal(renewed.status, 'valid');
        assert.equal((await publicRead(t, first)).status, 'revoked', 'the old one stays revoked');
        assert.equal(String((await certificateOf(t, email, paid._id)).id), second);
        assert.deepEqual(
          (await enrollmentsOf(t, email)).find((row) => row._id === again)?.certificate,
          { id: second, status: 'valid' },
        );
      },
    },
    {
      name: 'GET /issuer/status/1: the signed revocation list, public, with the revoked seeded certificate’s bit set; 404 for any other list',
      async run(t) {
        const { didDocument, statusList } = await issuerDocuments(t);
        const types = statusList.type as unknown[];
        assert.ok(
          types.includes('BitstringStatusListCredential'),
          `type: ${JSON.stringify(types)}`,
        );
        assert.equal(statusList.issuer, didDocument.id);
        const { proof, assertionMethod } = proofKey(statusList, didDocument);
        assert.ok(assertionMethod.includes(proof.verificationMethod), 'an assertion method signed');
        assert.equal(record(statusList.credentialSubject, 'subject').statusPurpose, 'revocation');
        for (const other of ['2', '0', '01', 'list']) {
          expectError(await call(t, 'GET', `/issuer/status/${other}`), 404, `list ${other}`);
        }
        const revoked = SEED_CERTIFICATES.revoked;
        const credential = await credentialOf(t, revoked, PERSONAS.admin);
        assert.equal(await verdictOn(t, credential, revoked), 'revoked');
      },
    },
  ];
}
