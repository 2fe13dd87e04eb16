/**
 * A course's figures through the API's behaviour (createMockApi over the seed): who may read them,
 * who counts as a learner, completion, progress, where learners stop, and the quizzes.
 */
import type { CourseFigures } from '@/shared/domain/authoring';
import { inProcessApi } from './inProcessApi';

const NOW = Date.UTC(2026, 10, 27, 12, 0, 0);
const WEB = '6650a1c00000000000000006';
const PYTHON = '6650a1c00000000000000007';
const FREELANCING = '6650a1c0000000000000000e';
const UPWORK = '6650a1c0000000000000000f';
const TEACHER = 'teacher@example.com';
const ADMIN = 'admin@example.com';
const MARIA = 'maria.garcia@example.com';

describe('course figures', () => {
  it('are for the course’s instructors and admins only', async () => {
    const { send } = inProcessApi(NOW);
    expect((await send('GET', `/courses/${WEB}/figures`, TEACHER)).status).toBe(200);
    expect((await send('GET', `/courses/${PYTHON}/figures`, ADMIN)).status).toBe(200);
    expect(await send('GET', `/courses/${PYTHON}/figures`, TEACHER)).toMatchObject({
      status: 403,
      body: { code: 'not_an_instructor' },
    });
    expect((await send('GET', `/courses/${WEB}/figures`, 'learner@example.com')).status).toBe(403);
    expect((await send('GET', `/courses/${WEB}/figures`, null)).status).toBe(401);
    expect((await send('GET', '/courses/ffffffffffffffffffffffff/figures', ADMIN)).status).toBe(
      404,
    );
  });

  it('count the paid learner’s progress, and mark the lesson where learners stop', async () => {
    const { send } = inProcessApi(NOW);
    const figures = (await send('GET', `/courses/${WEB}/figures`, TEACHER)).body as CourseFigures;
    expect(figures).toMatchObject({
      courseName: 'Web Development',
      learners: 1,
      completionRate: 0,
      averageProgress: 41,
    });
    expect(figures.lessons.map((lesson) => lesson.completedShare)).toEqual([
      100, 100, 100, 100, 100, 0, 0, 0, 0, 0, 0, 0,
    ]);
    expect(figures.lessons.filter((lesson) => lesson.biggestDrop).map((l) => l.title)).toEqual([
      'Quiz: HTML and CSS',
    ]);
    expect(figures.quizzes.map((quiz) => [quiz.title, quiz.learnersAttempted])).toEqual([
      ['Quiz: HTML and CSS', 0],
      ['Quiz: JavaScript, React and Node', 0],
    ]);
  });

  it('give a completed course its completion rate, and each quiz its pass rate and hardest question', async () => {
    const { send } = inProcessApi(NOW);
    const figures = (await send('GET', `/courses/${PYTHON}/figures`, ADMIN)).body as CourseFigures;
    expect(figures).toMatchObject({ learners: 1, completionRate: 100, averageProgress: 100 });
    expect(figures.lessons.every((lesson) => lesson.completedShare === 100)).toBe(true);
    expect(figures.lessons.some((lesson) => lesson.biggestDrop)).toBe(false);
    for (const quiz of figures.quizzes) {
      expect(quiz).toMatchObject({ learnersAttempted: 1, passRate: 100 });
      expect(quiz.hardestQuestion?.rightShare).toBe(100);
    }
  });

  it('leave out refunded learners and the course’s own instructors', async () => {
    const { send, uidOf } = inProcessApi(NOW);
    const upwork = (await send('GET', `/courses/${UPWORK}/figures`, ADMIN)).body as CourseFigures;
    expect(upwork.learners).toBe(0);
    expect(upwork.averageProgress).toBe(0);
    const before = (await send('GET', `/courses/${FREELANCING}/figures`, ADMIN))
      .body as CourseFigures;
    expect(before.learners).toBe(1);
    await send('PUT', '/user/teacher', ADMIN, { email: MARIA });
    await send('PUT', `/courses/${FREELANCING}/instructors`, ADMIN, {
      instructorIds: [uidOf(MARIA)],
    });
    const after = (await send('GET', `/courses/${FREELANCING}/figures`, MARIA))
      .body as CourseFigures;
    expect(after.learners).toBe(0);
  });
});
