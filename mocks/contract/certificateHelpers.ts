/**
 * What the certificate cases (certificateCases.ts) share: a course of one lesson, its completion,
 * the certificate and credential reads, and the verdict of a verifier.
 */
import assert from 'node:assert/strict';
import type { DidDocument } from '@/shared/domain/credentials/keys';
import { call, type CallResult, type ContractTarget } from './client';
import {
  createCourse,
  expectError,
  expectStatus,
  list,
  PERSONAS,
  record,
  type ContractCourse,
} from './expectations';
// Imported, not loaded with import(): Playwright's runner of these cases (e2e/contract.spec.ts)
// compiles only what is imported statically.
import { verifyCertificateCredential } from '@/shared/domain/credentials/verify';

export const PYTHON = '6650a1c00000000000000007';

export const CERTIFICATE_ID = /^[A-Za-z0-9_-]{22}$/;

/** What anyone may read of a valid certificate, and nothing more. */
export const PUBLIC_FIELDS = [
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

export const REVOKED_FIELDS = [...PUBLIC_FIELDS, 'revocationReason', 'revokedAt'].sort();

/** The one lesson of a course of the cases: 6 minutes, a tenth of an hour. */
export const LESSON = {
  title: 'All there is',
  minutes: 6,
  preview: false,
  body: 'The whole course.',
};

export const sortedKeys = (value: Record<string, unknown>): string[] => Object.keys(value).sort();

/** The body of a JSON-LD answer (a credential, a DID document), whose media type ends in +json. */
export function linkedData(
  result: CallResult,
  type: string,
  what: string,
): Record<string, unknown> {
  assert.equal(
    (result.headers.get('content-type') ?? '').split(';')[0]?.trim(),
    type,
    `${what}: Content-Type`,
  );
  return record(JSON.parse(result.text) as unknown, what);
}

export const isDateTime = (value: unknown): boolean =>
  typeof value === 'string' && !Number.isNaN(Date.parse(value));

/**
 * A new course priced `price` (free by default: whoever enrolls may learn at once) with one
 * published text lesson, written by an admin: completing that lesson completes the course.
 */
export async function oneLessonCourse(
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
export async function complete(
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
export async function progressRow(
  t: ContractTarget,
  email: string,
  courseId: string,
): Promise<Record<string, unknown> | undefined> {
  const rows = await call(t, 'GET', '/progress', { as: email });
  expectStatus(rows, 200, `${email}'s progress`);
  return list(rows.json, 'progress rows').find((row) => row.courseId === courseId);
}

/** The course's certificate of `email`, as the certificate request answers it (200). */
export async function certificateOf(
  t: ContractTarget,
  email: string,
  courseId: string,
): Promise<Record<string, unknown>> {
  const answer = await call(t, 'POST', `/courses/${courseId}/certificate`, { as: email });
  expectStatus(answer, 200, `${email}'s certificate, issued on completion`);
  return record(answer.json, 'certificate');
}

/** Anyone's read of a certificate (no token). */
export async function publicRead(t: ContractTarget, id: string): Promise<Record<string, unknown>> {
  const read = await call(t, 'GET', `/certificates/${id}`);
  expectStatus(read, 200, `GET /certificates/${id}`);
  return record(read.json, 'certificate');
}

export function expectCode(result: CallResult, status: number, code: string, what: string): void {
  expectError(result, status, what);
  assert.equal(record(result.json, what).code, code, `${what}: code`);
}

/** The issuer's public documents: its DID document and its revocation list. */
export async function issuerDocuments(t: ContractTarget) {
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
export async function credentialOf(
  t: ContractTarget,
  id: string,
  as: string,
): Promise<Record<string, unknown>> {
  const download = await call(t, 'GET', `/certificates/${id}/credential`, { as });
  expectStatus(download, 200, `${as} downloads the credential of ${id}`);
  return linkedData(download, 'application/vc+ld+json', 'credential');
}

/** What a verifier makes of the credential, checked against the issuer's public documents. */
export async function verdictOn(
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
export function proofKey(signed: Record<string, unknown>, didDocument: Record<string, unknown>) {
  const proof = record(signed.proof, 'proof');
  const assertionMethod = didDocument.assertionMethod as unknown[];
  const published = list(didDocument.verificationMethod, 'verificationMethod').map(
    (method) => method.id,
  );
  return { proof, assertionMethod, published };
}
