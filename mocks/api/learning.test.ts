/**
 * Learning through the API's behaviour (createMockApi over the seed): the outline, who opens a
 * lesson, signed media with ranges, and progress as the server keeps it.
 */
import type {
  CourseProgress,
  Curriculum,
  LessonContent,
  QuizAttempt,
} from '@/shared/domain/learning';
import { inProcessApi } from './inProcessApi';

const NOW = Date.UTC(2026, 10, 27, 12, 0, 0);
const WEB = '6650a1c00000000000000006';
const PYTHON = '6650a1c00000000000000007';
const DATA_SCIENCE = '6650a1c00000000000000001';
const LEARNER = 'learner@example.com';

const setup = () => inProcessApi(NOW);

async function outline(send: ReturnType<typeof setup>['send'], courseId: string) {
  const response = await send('GET', `/courses/${courseId}/curriculum`, null);
  expect(response.status).toBe(200);
  const curriculum = response.body as Curriculum;
  return curriculum.chapters.flatMap((chapter) => chapter.lessons);
}

describe('learning', () => {
  it('gives anyone the outline of an offered course, with its totals', async () => {
    const { send } = setup();
    const response = await send('GET', `/courses/${WEB}/curriculum`, null);
    const curriculum = response.body as Curriculum;
    expect(curriculum.chapters).toHaveLength(4);
    expect(curriculum.lessonCount).toBe(12);
    expect(curriculum.minutes).toBeGreaterThan(0);
    const lessons = curriculum.chapters.flatMap((chapter) => chapter.lessons);
    expect(Object.keys(lessons[0] ?? {}).sort()).toEqual([
      '_id',
      'kind',
      'minutes',
      'preview',
      'title',
    ]);
    expect(lessons.filter((lesson) => lesson.preview)).toHaveLength(2);
  });

  it('opens a preview lesson to anyone, the others to learners who paid', async () => {
    const { send } = setup();
    const lessons = await outline(send, DATA_SCIENCE);
    const preview = lessons.find((lesson) => lesson.preview && lesson.kind === 'text');
    const closed = lessons.find((lesson) => !lesson.preview && lesson.kind === 'text');
    expect((await send('GET', `/lessons/${preview?._id}`, null)).status).toBe(200);
    const refused = await send('GET', `/lessons/${closed?._id}`, LEARNER);
    expect(refused).toMatchObject({
      status: 403,
      body: { error: 'Enroll to open this lesson', code: 'enroll_required' },
    });
    expect((await send('GET', `/lessons/${closed?._id}`, 'admin@example.com')).status).toBe(200);
    const web = await outline(send, WEB);
    const paid = web.find((lesson) => !lesson.preview && lesson.kind === 'text');
    const lesson = await send('GET', `/lessons/${paid?._id}`, LEARNER);
    expect(lesson.status).toBe(200);
    expect((lesson.body as LessonContent).body?.split(/\s+/).length).toBeGreaterThan(150);
  });

  it('sends a quiz without its answers, and serves a video only at its signed address, with ranges', async () => {
    const { send, clock } = setup();
    const lessons = await outline(send, WEB);
    const quiz = lessons.find((lesson) => lesson.kind === 'quiz');
    const shown = (await send('GET', `/lessons/${quiz?._id}`, LEARNER)).body as LessonContent;
    expect(JSON.stringify(shown)).not.toMatch(/correct|explanation/);

    const videoLesson = lessons.find((lesson) => lesson.kind === 'video');
    const { video } = (await send('GET', `/lessons/${videoLesson?._id}`, null))
      .body as LessonContent;
    expect(video?.sources.map((source) => source.type)).toEqual(['video/mp4', 'video/webm']);
    const mp4 = video?.sources[0]?.url ?? '';
    expect(mp4).toMatch(/^media\/how-this-course-works\.mp4\?expires=\d+&signature=[0-9a-f]{64}$/);
    const part = await send('GET', `/${mp4}`, null, undefined, { range: 'bytes=0-99' });
    expect(part.status).toBe(206);
    expect(part.headers['Content-Range']).toMatch(/^bytes 0-99\/\d+$/);
    expect((part.body as Uint8Array).length).toBe(100);
    const captions = await send('GET', `/${video?.captions ?? ''}`, null);
    expect(new TextDecoder().decode(captions.body as Uint8Array)).toMatch(/^WEBVTT/);
    expect((await send('GET', `/${mp4.replace(/signature=./, 'signature=0')}`, null)).status).toBe(
      403,
    );
    expect((await send('GET', '/media/how-this-course-works.mp4', null)).status).toBe(403);
    clock.now += 61 * 60 * 1000;
    expect((await send('GET', `/${mp4}`, null)).status).toBe(403);
  });

  it('keeps the seeded states: Web Development 41 %, Python completed, Data Science closed', async () => {
    const { send } = setup();
    const web = (await send('GET', `/progress/${WEB}`, LEARNER)).body as CourseProgress;
    expect(web.percent).toBe(41);
    expect(web.lastLessonId).toBeDefined();
    const python = (await send('GET', `/progress/${PYTHON}`, LEARNER)).body as CourseProgress;
    expect(python).toMatchObject({ percent: 100, completedAt: expect.any(String) });
    expect((await send('GET', `/progress/${DATA_SCIENCE}`, LEARNER)).status).toBe(403);
  });

  it('completes a text lesson once, and a video only once 90 % of it was really played', async () => {
    const { send, clock } = setup();
    const lessons = await outline(send, WEB);
    const { completedLessonIds } = (await send('GET', `/progress/${WEB}`, LEARNER))
      .body as CourseProgress;
    const text = lessons.find(
      (lesson) => lesson.kind === 'text' && !completedLessonIds.includes(lesson._id),
    );
    const complete = () =>
      send('POST', `/progress/${WEB}/completions`, LEARNER, { lessonId: text?._id });
    const first = (await complete()).body as CourseProgress;
    expect(first.percent).toBe(50);
    expect(((await complete()).body as CourseProgress).percent).toBe(50);

    const video = lessons.filter((lesson) => lesson.kind === 'video').at(-1);
    const { video: shown } = (await send('GET', `/lessons/${video?._id}`, LEARNER))
      .body as LessonContent;
    const length = shown?.durationSeconds ?? 0;
    const report = (played: [number, number][], position = 0) =>
      send('PUT', `/progress/${WEB}/videos/${video?._id}`, LEARNER, { position, played });
    expect((await report([[0, 5]])).status).toBe(400); // not opened yet
    await send('POST', `/progress/${WEB}/visits`, LEARNER, { lessonId: video?._id });
    // A seek to the end plays nothing.
    clock.now += 2000;
    expect((await report([[length - 1, length]], length)).status).toBe(200);
    // More than the video has, or more than it was open for at the fastest speed: refused.
    expect((await report([[0, length + 5]])).status).toBe(400);
    expect((await report([[0, length * 0.8]])).status).toBe(400);
    expect((await report([[0, -1]])).status).toBe(400);
    clock.now += length * 1000;
    const almost = (await report([[0, length * 0.8]], length * 0.8)).body as CourseProgress;
    expect(almost.completedLessonIds).not.toContain(video?._id);
    const watched = (await report([[length * 0.8, length * 0.9]], length * 0.9))
      .body as CourseProgress;
    expect(watched.completedLessonIds).toContain(video?._id);
    expect(watched.videos[video?._id ?? '']?.played).toEqual([
      [0, length * 0.9],
      [length - 1, length],
    ]);
    expect(
      (await send('POST', `/progress/${WEB}/completions`, LEARNER, { lessonId: lessons[0]?._id }))
        .status,
    ).toBe(400); // a video is not marked, it is watched
    const otherCourse = (await outline(send, PYTHON))[0];
    expect(
      (await send('POST', `/progress/${WEB}/visits`, LEARNER, { lessonId: otherCourse?._id }))
        .status,
    ).toBe(400);
  });

  it('grades a quiz on the server, counts a retried submit once, and passing completes it', async () => {
    const { send, store } = setup();
    const lessons = await outline(send, WEB);
    const quiz = lessons.find((lesson) => lesson.kind === 'quiz');
    const stored = (await store.read()).lessons.find((lesson) => lesson._id === quiz?._id);
    const questions = stored?.quiz?.questions ?? [];
    const submit = (answers: unknown, key: string) =>
      send(
        'POST',
        `/lessons/${quiz?._id}/attempts`,
        LEARNER,
        { answers },
        { 'idempotency-key': key },
      );
    const wrong = await submit([], 'attempt-1');
    expect(wrong.status).toBe(201);
    expect(wrong.body as QuizAttempt).toMatchObject({ score: 0, passed: false });
    expect((wrong.body as QuizAttempt).results[0]?.explanation).toBe(questions[0]?.explanation);
    const right = questions.map((question) => ({
      questionId: question.id,
      optionIds: question.correct,
    }));
    const passed = await submit(right, 'attempt-2');
    expect(passed.body as QuizAttempt).toMatchObject({ score: 100, passed: true });
    const again = await submit(right, 'attempt-2');
    expect(again.status).toBe(200);
    expect((again.body as QuizAttempt)._id).toBe((passed.body as QuizAttempt)._id);
    expect(
      (await store.read()).quizAttempts.filter((item) => item.lessonId === quiz?._id),
    ).toHaveLength(2);
    const progress = (await send('GET', `/progress/${WEB}`, LEARNER)).body as CourseProgress;
    expect(progress.completedLessonIds).toContain(quiz?._id);
    expect(progress.bestAttempts[quiz?._id ?? '']).toEqual({ score: 100, passed: true });
    const badOption = await submit([{ questionId: questions[0]?.id, optionIds: ['nope'] }], 'k3');
    expect(badOption).toMatchObject({
      status: 400,
      body: { fields: { 'answers[0].optionIds': expect.any(String) } },
    });
    const badQuestion = await submit([{ questionId: 'other', optionIds: [] }], 'k4');
    expect(badQuestion).toMatchObject({
      status: 400,
      body: { fields: { 'answers[0].questionId': expect.any(String) } },
    });
  });

  it('keeps a withdrawn course open to its paid learners, and its outline from anyone else', async () => {
    const { send } = setup();
    const lessons = await outline(send, WEB);
    const closed = lessons.find((lesson) => !lesson.preview && lesson.kind === 'text');
    const deleted = await send('DELETE', `/courses/${WEB}`, 'admin@example.com');
    expect(deleted).toMatchObject({ status: 200, body: { deletedCount: 1 } });
    // The seeded learner paid for Web Development: the course, its lessons and progress stay.
    expect((await send('GET', `/courses/${WEB}/curriculum`, LEARNER)).status).toBe(200);
    expect((await send('GET', `/lessons/${closed?._id}`, LEARNER)).status).toBe(200);
    const progress = await send('GET', `/progress/${WEB}`, LEARNER);
    expect((progress.body as CourseProgress).percent).toBe(41);
    // Anyone else: the course is gone (410), its lessons with it.
    for (const who of [null, 'maria.garcia@example.com']) {
      expect(await send('GET', `/courses/${WEB}/curriculum`, who)).toMatchObject({
        status: 410,
        body: { code: 'course_withdrawn' },
      });
      expect(await send('GET', `/lessons/${closed?._id}`, who)).toMatchObject({
        status: 410,
        body: { code: 'course_withdrawn' },
      });
    }
  });
});
