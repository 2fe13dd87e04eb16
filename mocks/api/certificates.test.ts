/**
 * Certificates through the API's behaviour (createMockApi over the seed): issued in the same
 * transaction as whatever completes a course for a learner who may learn from it (the last lesson,
 * a payment or a free enrollment bringing back complete progress, lessons deleted or unpublished),
 * one valid certificate per account and course, revoked by a refund (replaced by the next paid
 * enrollment) or by an admin (for good).
 */
import type { EditableLesson } from '@/shared/domain/authoring';
import {
  REFUND_REVOCATION_REASON,
  type CertificateRecord,
  type PublicCertificate,
} from '@/shared/domain/certificates';
import type { Enrollment, InsertResult } from '@/shared/domain/entities';
import type { CourseProgress, ProgressRecord, ProgressRow } from '@/shared/domain/learning';
import { accountIdFor, SEED_CERTIFICATES } from '../seed/accounts';
import { newObjectId } from './ids';
import { inProcessApi } from './inProcessApi';

const NOW = Date.UTC(2026, 10, 27, 12, 0, 0);
const PYTHON = '6650a1c00000000000000007';
const WEB = '6650a1c00000000000000006';
const ADMIN = 'admin@example.com';
const LEARNER = 'learner@example.com';

const setup = () => inProcessApi(NOW);
type Api = ReturnType<typeof setup>;

/** A new course priced `price`, with `lessons` published text lessons of 6 minutes each. */
async function newCourse({ send }: Api, price: number, lessons = 1) {
  const created = await send('POST', '/courses', ADMIN, { name: `Course ${price}`, price });
  expect(created.status).toBe(201);
  const courseId = (created.body as InsertResult).insertedId;
  const chapter = await send('POST', `/courses/${courseId}/chapters`, ADMIN, { title: 'All' });
  expect(chapter.status).toBe(201);
  const chapterId = (chapter.body as { _id: string })._id;
  const lessonIds: string[] = [];
  for (let index = 1; index <= lessons; index += 1) {
    const title = `Lesson ${index}`;
    const lesson = (
      await send('POST', `/chapters/${chapterId}/lessons`, ADMIN, { title, kind: 'text' })
    ).body as EditableLesson;
    const saved = await send(
      'PUT',
      `/lessons/${lesson._id}/edit`,
      ADMIN,
      { title, minutes: 6, preview: false, body: 'Words.' },
      { 'if-match': `"${lesson.version}"` },
    );
    const version = (saved.body as EditableLesson).version;
    const published = await send(
      'POST',
      `/lessons/${lesson._id}/publish`,
      ADMIN,
      {},
      {
        'if-match': `"${version}"`,
      },
    );
    expect(published.status).toBe(200);
    lessonIds.push(lesson._id);
  }
  return { courseId, name: `Course ${price}`, price, lessonIds };
}

type Course = Awaited<ReturnType<typeof newCourse>>;

/** `email` (a new account named "Name of <email>") enrolls in the course: the enrollment id. */
async function enroll({ send }: Api, email: string, course: Course): Promise<string> {
  await send('POST', '/users', email, { email, displayName: `Name of ${email}` });
  const created = await send('POST', '/enroll', email, {
    courseId: course.courseId,
    displayName: 'Enrollment Name',
    email,
    phone: '+8801712345678',
  });
  expect(created.status).toBe(201);
  return (created.body as InsertResult).insertedId;
}

async function pay({ send }: Api, email: string, course: Course, enrollmentId: string) {
  const paid = await send('POST', '/payment', email, {
    token: 'tok_visa',
    card: { brand: 'Visa', last4: '4242' },
    enrollmentId,
    product: { name: course.name, price: course.price },
  });
  expect(paid.status).toBe(200);
}

async function completeLesson({ send }: Api, email: string, course: Course, lessonId: string) {
  const done = await send('POST', `/progress/${course.courseId}/completions`, email, { lessonId });
  expect(done.status).toBe(200);
  return done.body as CourseProgress;
}

/** The account's certificates in the course, as stored, oldest first. */
const certificatesOf = ({ store }: Api, email: string, courseId: string): CertificateRecord[] =>
  store
    .snapshot()
    .certificates.filter(
      (certificate) => certificate.uid === accountIdFor(email) && certificate.courseId === courseId,
    );

const validOf = (api: Api, email: string, courseId: string) =>
  certificatesOf(api, email, courseId).filter((certificate) => !certificate.revokedAt);

async function progressRowOf({ send }: Api, email: string, courseId: string) {
  const rows = (await send('GET', '/progress', email)).body as ProgressRow[];
  return rows.find((row) => row.courseId === courseId);
}

/** A progress record of `email` in the course with every published lesson completed. */
async function completedProgress(api: Api, email: string, course: Course): Promise<void> {
  const at = new Date(NOW - 60_000).toISOString();
  const record: ProgressRecord = {
    _id: newObjectId(NOW),
    uid: accountIdFor(email),
    courseId: course.courseId,
    completed: course.lessonIds.map((lessonId) => ({ lessonId, at })),
    completedAt: at,
    videos: [],
  };
  await api.store.update((tx) => tx.insert('progress', record));
}

describe('certificates', () => {
  it('issues the certificate with the completing lesson, once; asking for it answers the same one', async () => {
    const api = setup();
    const course = await newCourse(api, 0, 2);
    const email = 'completer@example.com';
    await enroll(api, email, course);
    const refused = await api.send('POST', `/courses/${course.courseId}/certificate`, email);
    expect(refused).toMatchObject({ status: 409, body: { code: 'course_not_completed' } });
    await completeLesson(api, email, course, course.lessonIds[0] ?? '');
    expect(certificatesOf(api, email, course.courseId)).toEqual([]);

    const progress = await completeLesson(api, email, course, course.lessonIds[1] ?? '');
    const [issued, ...others] = certificatesOf(api, email, course.courseId);
    expect(others).toEqual([]);
    expect(issued).toMatchObject({
      learnerName: `Name of ${email}`,
      courseTitle: course.name,
      completedAt: progress.completedAt,
      issuedAt: new Date(NOW).toISOString(),
      hours: 0.2,
    });
    expect((await progressRowOf(api, email, course.courseId))?.certificateId).toBe(issued?._id);

    for (const attempt of [1, 2]) {
      const answer = await api.send('POST', `/courses/${course.courseId}/certificate`, email);
      expect({ attempt, status: answer.status, id: (answer.body as PublicCertificate).id }).toEqual(
        { attempt, status: 200, id: issued?._id },
      );
    }
    // Completing a lesson again issues nothing more.
    await completeLesson(api, email, course, course.lessonIds[1] ?? '');
    expect(certificatesOf(api, email, course.courseId)).toHaveLength(1);
  });

  it('answers the seeded certificate (200), and issues one (201) where completion came without it', async () => {
    const api = setup();
    for (const attempt of [1, 2]) {
      const answer = await api.send('POST', `/courses/${PYTHON}/certificate`, LEARNER);
      expect({ attempt, status: answer.status, id: (answer.body as PublicCertificate).id }).toEqual(
        { attempt, status: 200, id: SEED_CERTIFICATES.python },
      );
    }
    const withoutCertificates = { ...api.store.snapshot(), certificates: [] };
    api.store.replace(withoutCertificates);
    const issued = await api.send('POST', `/courses/${PYTHON}/certificate`, LEARNER);
    expect(issued.status).toBe(201);
    const { id } = issued.body as PublicCertificate;
    expect(id).not.toBe(SEED_CERTIFICATES.python);
    const again = await api.send('POST', `/courses/${PYTHON}/certificate`, LEARNER);
    expect({ status: again.status, id: (again.body as PublicCertificate).id }).toEqual({
      status: 200,
      id,
    });
    const web = await api.send('POST', `/courses/${WEB}/certificate`, LEARNER);
    expect(web).toMatchObject({ status: 409, body: { code: 'course_not_completed' } });
  });

  it('revokes the certificate with a refund; paying again with the course complete issues a new one at once', async () => {
    const api = setup();
    const course = await newCourse(api, 59);
    const email = 'refunded@example.com';
    const first = await enroll(api, email, course);
    await pay(api, email, course, first);
    await completeLesson(api, email, course, course.lessonIds[0] ?? '');
    const [certificate] = validOf(api, email, course.courseId);
    expect(certificate).toBeDefined();

    const refund = await api.send('POST', `/enroll/${first}/refund`, ADMIN);
    expect(refund.status).toBe(200);
    expect(certificatesOf(api, email, course.courseId)).toEqual([
      expect.objectContaining({
        _id: certificate?._id,
        revokedAt: new Date(NOW).toISOString(),
        revocationReason: REFUND_REVOCATION_REASON,
        revokedByRefund: true,
      }),
    ]);
    const read = (await api.send('GET', `/certificates/${certificate?._id}`, null))
      .body as PublicCertificate;
    expect(read).toMatchObject({ status: 'revoked', revocationReason: REFUND_REVOCATION_REASON });

    // A day later, enrolled again, not paid yet: no access, so no certificate.
    api.clock.now += 24 * 60 * 60 * 1000;
    const second = await enroll(api, email, course);
    expect(validOf(api, email, course.courseId)).toEqual([]);
    await pay(api, email, course, second);
    const [renewed, ...others] = validOf(api, email, course.courseId);
    expect(others).toEqual([]);
    expect(renewed?._id).not.toBe(certificate?._id);
    expect(renewed?.statusListIndex).not.toBe(certificate?.statusListIndex);
    expect(certificatesOf(api, email, course.courseId)).toHaveLength(2);
    const rows = (await api.send('GET', `/enroll?email=${email}&_sort=_id`, ADMIN))
      .body as Enrollment[];
    expect(rows.map((row) => [row._id, row.status, row.certificate])).toEqual([
      [first, 'Refunded', { id: renewed?._id, status: 'valid' }],
      [second, 'Paid', { id: renewed?._id, status: 'valid' }],
    ]);
  });

  it('never replaces a certificate an admin revoked, and answers the revoked one', async () => {
    const api = setup();
    const course = await newCourse(api, 59);
    const email = 'revoked@example.com';
    const first = await enroll(api, email, course);
    await pay(api, email, course, first);
    await completeLesson(api, email, course, course.lessonIds[0] ?? '');
    const [certificate] = validOf(api, email, course.courseId);
    const path = `/certificates/${certificate?._id}/revocation`;
    expect((await api.send('POST', path, email, { reason: 'Mine' })).status).toBe(403);
    const revoked = await api.send('POST', path, ADMIN, { reason: 'Plagiarised quiz answers' });
    expect(revoked.status).toBe(200);
    expect(revoked.body).toMatchObject({
      id: certificate?._id,
      status: 'revoked',
      revokedAt: new Date(NOW).toISOString(),
      revocationReason: 'Plagiarised quiz answers',
    });
    expect(await api.send('POST', path, ADMIN, { reason: 'Again' })).toMatchObject({
      status: 409,
      body: { code: 'certificate_revoked' },
    });
    const again = await api.send('POST', `/courses/${course.courseId}/certificate`, email);
    expect(again.status).toBe(409);

    // Not even a refund and a new paid enrollment bring a new one.
    await api.send('POST', `/enroll/${first}/refund`, ADMIN);
    await pay(api, email, course, await enroll(api, email, course));
    expect(validOf(api, email, course.courseId)).toEqual([]);
    expect(certificatesOf(api, email, course.courseId)).toEqual([
      expect.objectContaining({ revocationReason: 'Plagiarised quiz answers' }),
    ]);
    expect((await progressRowOf(api, email, course.courseId))?.certificateId).toBeUndefined();
  });

  it('issues the certificate when a free enrollment brings back complete progress', async () => {
    const api = setup();
    const course = await newCourse(api, 0);
    const email = 'returning@example.com';
    await completedProgress(api, email, course);
    expect(certificatesOf(api, email, course.courseId)).toEqual([]);
    await enroll(api, email, course);
    expect(validOf(api, email, course.courseId)).toEqual([
      expect.objectContaining({ learnerName: `Name of ${email}`, hours: 0.1 }),
    ]);
  });

  it('issues no certificate to an unpaid enrollment in a paid course, even with complete progress', async () => {
    const api = setup();
    const course = await newCourse(api, 59);
    const email = 'unpaid@example.com';
    await completedProgress(api, email, course);
    const enrollmentId = await enroll(api, email, course);
    expect(certificatesOf(api, email, course.courseId)).toEqual([]);
    const refused = await api.send('POST', `/courses/${course.courseId}/certificate`, email);
    expect(refused).toMatchObject({ status: 403, body: { code: 'enroll_required' } });
    await pay(api, email, course, enrollmentId);
    expect(validOf(api, email, course.courseId)).toHaveLength(1);
  });

  it('issues certificates, each with its own bit, to the learners a deleted lesson leaves Completed', async () => {
    const api = setup();
    const course = await newCourse(api, 0, 2);
    const learners = ['first@example.com', 'second@example.com'];
    for (const email of learners) {
      await enroll(api, email, course);
      await completeLesson(api, email, course, course.lessonIds[0] ?? '');
    }
    const deleted = await api.send('DELETE', `/lessons/${course.lessonIds[1]}`, ADMIN);
    expect(deleted.status).toBe(200);
    const issued = learners.map((email) => validOf(api, email, course.courseId));
    expect(issued.map((certificates) => certificates.length)).toEqual([1, 1]);
    // The course's length is what is left of it.
    expect(issued.map((certificates) => certificates[0]?.hours)).toEqual([0.1, 0.1]);
    const indexes = api.store.snapshot().certificates.map((item) => item.statusListIndex);
    expect(new Set(indexes).size).toBe(indexes.length);
  });

  it('issues the certificate when the last lesson a learner had not completed is unpublished', async () => {
    const api = setup();
    const course = await newCourse(api, 0, 2);
    const email = 'unpublished@example.com';
    await enroll(api, email, course);
    await completeLesson(api, email, course, course.lessonIds[0] ?? '');
    const lessonId = course.lessonIds[1] ?? '';
    const unpublished = await api.send('POST', `/lessons/${lessonId}/unpublish`, ADMIN, {});
    expect(unpublished.status).toBe(200);
    expect(validOf(api, email, course.courseId)).toHaveLength(1);
  });
});
