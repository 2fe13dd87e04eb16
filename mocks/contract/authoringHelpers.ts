/**
 * What the authoring cases (authoringCases.ts) share: a course taught by the seeded teacher, its
 * lessons, their edits and publishing.
 */
import assert from 'node:assert/strict';
import { call, type ContractTarget } from './client';
import { createCourse, expectStatus, nameInstructors, PERSONAS, record } from './expectations';

/** A new course taught by the seeded teacher, with one chapter. */
export async function taughtCourse(t: ContractTarget) {
  const course = await createCourse(t, 59);
  await nameInstructors(t, course._id, [PERSONAS.teacher]);
  const chapter = await call(t, 'POST', `/courses/${course._id}/chapters`, {
    as: PERSONAS.teacher,
    body: { title: 'Getting started' },
  });
  expectStatus(chapter, 201, 'the instructor adds a chapter');
  return { course, chapterId: String(record(chapter.json, 'chapter')._id) };
}

/** A new lesson of `kind` in the chapter: its id and version. */
export async function newLesson(
  t: ContractTarget,
  chapterId: string,
  kind: string,
  title = 'Lesson',
) {
  const created = await call(t, 'POST', `/chapters/${chapterId}/lessons`, {
    as: PERSONAS.teacher,
    body: { title, kind },
  });
  expectStatus(created, 201, `a new ${kind} lesson`);
  const lesson = record(created.json, 'lesson');
  assert.equal(created.headers.get('etag'), `"${String(lesson.version)}"`, 'its ETag');
  return { lessonId: String(lesson._id), version: Number(lesson.version) };
}

export const edit = (t: ContractTarget, lessonId: string, version: number | null, body: object) =>
  call(t, 'PUT', `/lessons/${lessonId}/edit`, {
    as: PERSONAS.teacher,
    body,
    headers: version === null ? {} : { 'If-Match': `"${version}"` },
  });

export const publish = (t: ContractTarget, lessonId: string, version: number) =>
  call(t, 'POST', `/lessons/${lessonId}/publish`, {
    as: PERSONAS.teacher,
    body: {},
    headers: { 'If-Match': `"${version}"` },
  });
