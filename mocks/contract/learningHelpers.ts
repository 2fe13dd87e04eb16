/**
 * What the learning cases (learningCases.ts) share: the seed's courses they learn in, a course's
 * lessons, and a learner who paid.
 */
import assert from 'node:assert/strict';
import { call, type ContractTarget } from './client';
import { enrollIn, expectStatus, record, uniqueEmail, validPayment } from './expectations';

export const WEB_DEVELOPMENT = {
  _id: '6650a1c00000000000000006',
  name: 'Web Development',
  price: 119,
};

export const SOCIAL_MEDIA_FREE = '6650a1c0000000000000000c';

export interface OutlineLesson {
  _id: string;
  kind: string;
  preview: boolean;
}

export async function lessonsOf(t: ContractTarget, courseId: string): Promise<OutlineLesson[]> {
  const result = await call(t, 'GET', `/courses/${courseId}/curriculum`);
  expectStatus(result, 200, 'the curriculum');
  const chapters = record(result.json, 'curriculum').chapters as { lessons: OutlineLesson[] }[];
  return chapters.flatMap((chapter) => chapter.lessons);
}

/** A new learner who paid for Web Development: their email and the enrollment's id. */
export async function paidLearner(t: ContractTarget, label: string) {
  const email = uniqueEmail(label);
  const enrollmentId = await enrollIn(t, email, WEB_DEVELOPMENT._id);
  const paid = await call(t, 'POST', '/payment', {
    as: email,
    base: 'payment',
    body: validPayment(enrollmentId, WEB_DEVELOPMENT),
  });
  expectStatus(paid, 200, `${email} pays for Web Development`);
  return { email, enrollmentId };
}

export const kindOf = (lessons: OutlineLesson[], kind: string, preview = false) => {
  const found = lessons.find((lesson) => lesson.kind === kind && lesson.preview === preview);
  assert.ok(found, `a ${preview ? 'preview ' : ''}${kind} lesson`);
  return found;
};
