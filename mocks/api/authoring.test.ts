/**
 * Authoring through the API's behaviour (createMockApi over the seed): who may write a course,
 * drafts and versions hidden from learners, If-Match, the quiz rules, moves and deletions.
 */
import type { AuthoringCurriculum, EditableLesson, TaughtCourse } from '@/shared/domain/authoring';
import type { CourseProgress, Curriculum, LessonContent } from '@/shared/domain/learning';
import { inProcessApi } from './inProcessApi';

const NOW = Date.UTC(2026, 10, 27, 12, 0, 0);
const WEB = '6650a1c00000000000000006';
const PYTHON = '6650a1c00000000000000007';
const ACADEMIC_WRITING = '6650a1c00000000000000008';
const DATA_SCIENCE = '6650a1c00000000000000001';
const TEACHER = 'teacher@example.com';
const ADMIN = 'admin@example.com';
const LEARNER = 'learner@example.com';
const MARIA = 'maria.garcia@example.com';

const setup = () => inProcessApi(NOW);

type Send = ReturnType<typeof setup>['send'];

async function lessonCount(send: Send, courseId: string): Promise<number> {
  return ((await send('GET', `/courses/${courseId}/curriculum`, null)).body as Curriculum)
    .lessonCount;
}

async function percent(send: Send, courseId: string): Promise<number> {
  return ((await send('GET', `/progress/${courseId}`, LEARNER)).body as CourseProgress).percent;
}

/** A new text lesson in the course's first chapter, written and published by `as`. */
async function addTextLesson(send: Send, as: string, courseId: string, body = 'Some **words**.') {
  const outline = (await send('GET', `/courses/${courseId}/authoring`, as))
    .body as AuthoringCurriculum;
  const chapterId = outline.chapters[0]?._id ?? '';
  const created = await send('POST', `/chapters/${chapterId}/lessons`, as, {
    title: 'A new lesson',
    kind: 'text',
  });
  expect(created.status).toBe(201);
  const lesson = created.body as EditableLesson;
  const saved = await send(
    'PUT',
    `/lessons/${lesson._id}/edit`,
    as,
    { title: 'A new lesson', minutes: 4, preview: false, body },
    { 'if-match': `"${lesson.version}"` },
  );
  expect(saved.status).toBe(200);
  const version = (saved.body as EditableLesson).version;
  return { lessonId: lesson._id, version };
}

describe('authoring', () => {
  it('lets a course’s instructors and admins author it, and nobody else', async () => {
    const { send, uidOf } = setup();
    const taught = (await send('GET', '/teaching', TEACHER)).body as TaughtCourse[];
    expect(taught.map((course) => course.name)).toEqual(['Web Development', 'Academic Writing']);
    expect(taught.find((course) => course._id === ACADEMIC_WRITING)?.draftCount).toBe(1);
    expect((await send('GET', `/courses/${WEB}/authoring`, TEACHER)).status).toBe(200);
    expect((await send('GET', `/courses/${DATA_SCIENCE}/authoring`, ADMIN)).status).toBe(200);
    for (const who of [TEACHER, LEARNER]) {
      expect(await send('GET', `/courses/${DATA_SCIENCE}/authoring`, who)).toMatchObject({
        status: 403,
        body: { code: 'not_an_instructor' },
      });
    }
    expect((await send('GET', `/courses/${DATA_SCIENCE}/authoring`, null)).status).toBe(401);

    // An admin names the instructors: teachers' accounts only.
    const learnerUid = uidOf(LEARNER) ?? '';
    expect(
      await send('PUT', `/courses/${DATA_SCIENCE}/instructors`, ADMIN, {
        instructorIds: [learnerUid],
      }),
    ).toMatchObject({ status: 400, body: { fields: { instructorIds: expect.any(String) } } });
    expect(
      (await send('PUT', `/courses/${DATA_SCIENCE}/instructors`, TEACHER, { instructorIds: [] }))
        .status,
    ).toBe(403);
    expect((await send('PUT', '/user/teacher', ADMIN, { email: MARIA })).status).toBe(200);
    const maria = uidOf(MARIA) ?? '';
    const named = await send('PUT', `/courses/${DATA_SCIENCE}/instructors`, ADMIN, {
      instructorIds: [maria],
    });
    expect(named.status).toBe(200);
    expect((await send('GET', `/courses/${DATA_SCIENCE}/instructors`, ADMIN)).body).toEqual([
      { uid: maria, displayName: 'Maria Garcia', email: MARIA },
    ]);
    // The catalogue does not give out the instructors' account ids.
    expect((await send('GET', `/courses/${DATA_SCIENCE}`, null)).body).not.toHaveProperty(
      'instructorIds',
    );
    expect((await send('GET', `/courses/${DATA_SCIENCE}/authoring`, MARIA)).status).toBe(200);

    // An instructor opens their course's lessons; a teacher of other courses does not.
    const outline = (await send('GET', `/courses/${DATA_SCIENCE}/curriculum`, null))
      .body as Curriculum;
    const closed = outline.chapters
      .flatMap((chapter) => chapter.lessons)
      .find((lesson) => !lesson.preview);
    expect((await send('GET', `/lessons/${closed?._id}`, MARIA)).status).toBe(200);
    expect(await send('GET', `/lessons/${closed?._id}`, TEACHER)).toMatchObject({
      status: 403,
      body: { code: 'enroll_required' },
    });
  });

  it('keeps a draft from learners until it is published, and saves only over the version named', async () => {
    const { send } = setup();
    expect(await lessonCount(send, WEB)).toBe(12);
    expect(await percent(send, WEB)).toBe(41);
    const outline = (await send('GET', `/courses/${WEB}/authoring`, TEACHER))
      .body as AuthoringCurriculum;
    const created = await send('POST', `/chapters/${outline.chapters[0]?._id}/lessons`, TEACHER, {
      title: 'Accessibility checklist',
      kind: 'text',
    });
    expect(created).toMatchObject({ status: 201, headers: { ETag: '"1"' } });
    const lessonId = (created.body as EditableLesson)._id;
    expect(await lessonCount(send, WEB)).toBe(12);
    expect((await send('GET', `/lessons/${lessonId}`, LEARNER)).status).toBe(404);
    expect(
      await send('POST', `/lessons/${lessonId}/publish`, TEACHER, {}, { 'if-match': '"1"' }),
    ).toMatchObject({
      status: 409,
      body: { code: 'not_publishable', problems: ['Write the lesson’s text.'] },
    });

    const edit = { title: 'Accessibility checklist', minutes: 6, preview: false, body: '# Check' };
    // Without If-Match the server cannot tell which version the author changed.
    expect((await send('PUT', `/lessons/${lessonId}/edit`, TEACHER, edit)).status).toBe(428);
    const saved = await send('PUT', `/lessons/${lessonId}/edit`, TEACHER, edit, {
      'if-match': '"1"',
    });
    expect(saved).toMatchObject({ status: 200, body: { version: 2, updatedBy: 'Tariq Teacher' } });
    // A second author who started from version 1 is told who changed it, and when.
    const late = await send('PUT', `/lessons/${lessonId}/edit`, ADMIN, edit, { 'if-match': '"1"' });
    expect(late).toMatchObject({
      status: 409,
      body: {
        code: 'edit_conflict',
        version: 2,
        updatedBy: 'Tariq Teacher',
        updatedAt: new Date(NOW).toISOString(),
      },
    });

    const published = await send(
      'POST',
      `/lessons/${lessonId}/publish`,
      TEACHER,
      {},
      {
        'if-match': '"2"',
      },
    );
    expect(published).toMatchObject({ status: 200, body: { published: true, version: 3 } });
    expect(await lessonCount(send, WEB)).toBe(13);
    expect(((await send('GET', `/lessons/${lessonId}`, LEARNER)).body as LessonContent).body).toBe(
      '# Check',
    );
    // The percent counts published lessons: five of thirteen now.
    expect(await percent(send, WEB)).toBe(38);
  });

  it('edits a published lesson’s next version: learners keep the published one until Publish changes', async () => {
    const { send } = setup();
    const outline = (await send('GET', `/courses/${WEB}/curriculum`, null)).body as Curriculum;
    const lessonId = outline.chapters[1]?.lessons.find((lesson) => lesson.kind === 'text')?._id;
    const before = (await send('GET', `/lessons/${lessonId}`, LEARNER)).body as LessonContent;
    const editable = (await send('GET', `/lessons/${lessonId}/edit`, TEACHER))
      .body as EditableLesson;
    expect(editable).toMatchObject({ published: true, hasChanges: false, version: 1 });
    const saved = await send(
      'PUT',
      `/lessons/${lessonId}/edit`,
      TEACHER,
      { title: 'Renamed', minutes: 9, preview: false, body: 'A new text.' },
      { 'if-match': '"1"' },
    );
    expect(saved).toMatchObject({ status: 200, body: { hasChanges: true, title: 'Renamed' } });
    const still = (await send('GET', `/lessons/${lessonId}`, LEARNER)).body as LessonContent;
    expect([still.title, still.body]).toEqual([before.title, before.body]);
    await send('POST', `/lessons/${lessonId}/publish`, TEACHER, {}, { 'if-match': '"2"' });
    const after = (await send('GET', `/lessons/${lessonId}`, LEARNER)).body as LessonContent;
    expect([after.title, after.body, after.minutes]).toEqual(['Renamed', 'A new text.', 9]);
  });

  it('keeps a Completed learner at 100 % when lessons are added', async () => {
    const { send } = setup();
    expect(await percent(send, PYTHON)).toBe(100);
    const { lessonId, version } = await addTextLesson(send, ADMIN, PYTHON);
    await send('POST', `/lessons/${lessonId}/publish`, ADMIN, {}, { 'if-match': `"${version}"` });
    expect(await lessonCount(send, PYTHON)).toBe(13);
    const progress = (await send('GET', `/progress/${PYTHON}`, LEARNER)).body as CourseProgress;
    expect(progress.percent).toBe(100);
    expect(progress.completedAt).toEqual(expect.any(String));
  });

  it('makes a learner Completed when the lessons they had not done are unpublished or deleted', async () => {
    const { send } = setup();
    const outline = (await send('GET', `/courses/${WEB}/authoring`, TEACHER))
      .body as AuthoringCurriculum;
    const lessons = outline.chapters.flatMap((chapter) => chapter.lessons);
    const notDone = lessons.filter((lesson) => lesson.completions === 0);
    expect(notDone).toHaveLength(7);
    const [first, ...rest] = notDone;
    expect(await send('DELETE', `/lessons/${first?._id}`, TEACHER)).toMatchObject({ status: 200 });
    for (const lesson of rest) {
      expect((await send('POST', `/lessons/${lesson._id}/unpublish`, TEACHER, {})).status).toBe(
        200,
      );
    }
    const progress = (await send('GET', `/progress/${WEB}`, LEARNER)).body as CourseProgress;
    expect(progress).toMatchObject({ percent: 100, completedAt: new Date(NOW).toISOString() });
    // The authoring view says how many learners completed each lesson still there.
    const after = (await send('GET', `/courses/${WEB}/authoring`, TEACHER))
      .body as AuthoringCurriculum;
    const done = after.chapters.flatMap((chapter) => chapter.lessons).filter((l) => l.published);
    expect(done.every((lesson) => lesson.completions === 1)).toBe(true);
  });

  it('moves chapters and lessons up and down, across chapters at the ends, and deletes an empty chapter only', async () => {
    const { send } = setup();
    const read = async () =>
      ((await send('GET', `/courses/${WEB}/authoring`, TEACHER)).body as AuthoringCurriculum)
        .chapters;
    const [one, two] = await read();
    const firstOfTwo = two?.lessons[0];
    expect(
      (await send('POST', `/lessons/${firstOfTwo?._id}/move`, TEACHER, { direction: 'up' })).status,
    ).toBe(200);
    let chapters = await read();
    expect(chapters[0]?.lessons.at(-1)?._id).toBe(firstOfTwo?._id);
    expect(chapters[0]?.lessons.map((lesson) => lesson._id)).toHaveLength(
      (one?.lessons.length ?? 0) + 1,
    );
    await send('POST', `/chapters/${two?._id}/move`, TEACHER, { direction: 'up' });
    chapters = await read();
    expect(chapters.map((chapter) => chapter._id).slice(0, 2)).toEqual([two?._id, one?._id]);
    expect(chapters.map((chapter) => chapter.position)).toEqual([1, 2, 3, 4]);
    expect(await send('DELETE', `/chapters/${one?._id}`, TEACHER)).toMatchObject({
      status: 409,
      body: { code: 'chapter_not_empty' },
    });
    const empty = await send('POST', `/courses/${WEB}/chapters`, TEACHER, { title: 'Extras' });
    expect(empty).toMatchObject({ status: 201, body: { position: 5 } });
    const emptyId = (empty.body as { _id: string })._id;
    expect((await send('DELETE', `/chapters/${emptyId}`, TEACHER)).status).toBe(200);
    expect(
      await send('POST', `/lessons/${firstOfTwo?._id}/move`, TEACHER, { direction: 'sideways' }),
    ).toMatchObject({ status: 400, body: { fields: { direction: expect.any(String) } } });
  });

  it('refuses a quiz outside the rules, naming the field', async () => {
    const { send } = setup();
    const outline = (await send('GET', `/courses/${WEB}/authoring`, TEACHER))
      .body as AuthoringCurriculum;
    const created = await send('POST', `/chapters/${outline.chapters[0]?._id}/lessons`, TEACHER, {
      title: 'Check yourself',
      kind: 'quiz',
    });
    const lessonId = (created.body as EditableLesson)._id;
    const question = (options: number, correct: string[], multiple = false) => ({
      id: 'q1',
      prompt: 'Which?',
      multiple,
      options: Array.from({ length: options }, (_, index) => ({
        id: `o${index}`,
        text: `${index}`,
      })),
      correct,
      explanation: 'Because.',
    });
    const save = (quiz: unknown) =>
      send(
        'PUT',
        `/lessons/${lessonId}/edit`,
        TEACHER,
        { title: 'Check yourself', minutes: 3, preview: false, quiz },
        { 'if-match': '"1"' },
      );
    const refusals: [unknown, string][] = [
      [{ passMark: 70, questions: [question(1, ['o0'])] }, 'quiz.questions[0].options'],
      [{ passMark: 70, questions: [question(7, ['o0'])] }, 'quiz.questions[0].options'],
      [{ passMark: 70, questions: [question(3, [])] }, 'quiz.questions[0].correct'],
      [{ passMark: 70, questions: [question(3, ['o0', 'o1'])] }, 'quiz.questions[0].correct'],
      [{ passMark: 70, questions: [question(3, ['nope'])] }, 'quiz.questions[0].correct'],
      [{ passMark: 0, questions: [question(3, ['o0'])] }, 'quiz.passMark'],
      [
        {
          passMark: 70,
          questions: Array.from({ length: 21 }, (_, i) => ({
            ...question(2, ['o0']),
            id: `q${i}`,
          })),
        },
        'quiz.questions',
      ],
    ];
    for (const [quiz, field] of refusals) {
      const refused = await save(quiz);
      expect([field, refused.status]).toEqual([field, 400]);
      expect(Object.keys((refused.body as { fields: object }).fields)).toContain(field);
    }
    expect(
      await save({ passMark: 70, questions: [question(3, ['o0', 'o2'], true)] }),
    ).toMatchObject({ status: 200, body: { version: 2 } });
  });
});
