import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { getMockDatabase, loseNextAnswer, MOCK_URLS, server } from '../../../../mocks/node';
import { renderApp } from '@/test/renderApp';
import {
  expectCompletedInOutline,
  findLessonHeading,
  LEARNER,
  LESSONS,
  lessonUrl,
  outlineLink,
  recordCalls,
  type RecordedCall,
} from '../testLessons';

const LEARNER_UID = 'LearnerAccount00000000000003';
const QUIZ = LESSONS.htmlCssQuiz;
const ATTEMPTS_URL = `${MOCK_URLS.apiUrl}/lessons/${QUIZ}/attempts`;
/** An Idempotency-Key: 128 random bits as hex (src/shared/api/idempotent.ts). */
const IDEMPOTENCY_KEY = /^[0-9a-f]{32}$/;

/** The learner's attempts at the quiz, as the server keeps them. */
const storedAttempts = () =>
  getMockDatabase().quizAttempts.filter(
    (attempt) => attempt.uid === LEARNER_UID && attempt.lessonId === QUIZ,
  );

/** The Idempotency-Key of each quiz submit the app sent. */
const submitKeys = (calls: readonly RecordedCall[]): (string | null)[] =>
  calls
    .filter((entry) => entry.call === `POST /lessons/${QUIZ}/attempts`)
    .map((entry) => entry.headers.get('Idempotency-Key'));

/** The question whose prompt starts with `prompt`. */
const question = (prompt: string): HTMLElement =>
  screen.getByRole('group', { name: new RegExp(`^Question \\d+: ${prompt}`) });

/** Answers four of the five questions right, and the last one half right: 80 %. */
async function answerQuiz(user: UserEvent): Promise<void> {
  await user.click(within(question('Which element should wrap')).getByLabelText('main'));
  const landmarks = question('Which of these are landmark elements');
  for (const name of ['header', 'nav', 'footer']) {
    await user.click(within(landmarks).getByLabelText(name));
  }
  await user.click(within(question('What alt text')).getByLabelText('An empty value: alt=""'));
  await user.click(within(question('Two rules set the colour')).getByLabelText(/^#title, because/));
  const layout = question('Which statements about layout');
  await user.click(
    within(layout).getByLabelText('Grid controls rows and columns at the same time'),
  );
  await user.click(within(layout).getByLabelText('Flexbox arranges items along one axis'));
}

async function openQuiz() {
  const view = renderApp(null, { url: lessonUrl(QUIZ), user: LEARNER });
  await findLessonHeading('Quiz: HTML and CSS');
  await screen.findByRole('button', { name: 'Submit answers' });
  return view;
}

afterEach(() => server.events.removeAllListeners());

describe('a quiz', () => {
  it('is graded by the server: the score, passed against the pass mark, each right answer and why', async () => {
    const calls = recordCalls(server);
    const { user } = await openQuiz();
    expect(screen.getByText(/the pass mark is 60%/)).toBeVisible();
    await answerQuiz(user);
    await user.click(screen.getByRole('button', { name: 'Submit answers' }));

    const score = await screen.findByRole('heading', { level: 2, name: 'Your score: 80%' });
    expect(score).toHaveFocus();
    expect(screen.getByText('Passed')).toBeVisible();
    expect(screen.getByText(/You reached the pass mark of 60%/)).toBeVisible();
    const layout = screen.getByRole('listitem', {
      name: 'Which statements about layout are true?',
    });
    expect(layout).toHaveTextContent(
      'Wrong: you chose Grid controls rows and columns at the same time; Flexbox arranges items along one axis.',
    );
    expect(layout).toHaveTextContent(
      'Right answer: Grid controls rows and columns at the same time; Flexbox arranges items along one axis; Mobile-first CSS uses min-width media queries to add rules for larger screens.',
    );
    expect(
      within(layout).getByText(/^Flexbox is one-dimensional and Grid two-dimensional/),
    ).toBeVisible();
    expect(screen.getAllByText(/^Right: you chose/)).toHaveLength(4);

    const keys = submitKeys(calls);
    expect(keys).toHaveLength(1);
    expect(keys[0]).toMatch(IDEMPOTENCY_KEY);
    expect(calls.find((entry) => entry.call === `POST /lessons/${QUIZ}/attempts`)?.body).toEqual({
      answers: [
        { questionId: '0039q1', optionIds: ['0039q1o2'] },
        { questionId: '0039q2', optionIds: ['0039q2o1', '0039q2o2', '0039q2o4'] },
        { questionId: '0039q3', optionIds: ['0039q3o3'] },
        { questionId: '0039q4', optionIds: ['0039q4o1'] },
        { questionId: '0039q5', optionIds: ['0039q5o1', '0039q5o2'] },
      ],
    });
    // Passing completes the lesson.
    await expectCompletedInOutline('Quiz: HTML and CSS');
    expect(await screen.findByText('Your best score so far: 80% (passed).')).toBeVisible();
  });

  it('can always be taken again, as a new attempt with a key of its own', async () => {
    const calls = recordCalls(server);
    const { user } = await openQuiz();
    await user.click(screen.getByRole('button', { name: 'Submit answers' }));
    // Nothing is sent without an answer to every question; the first one takes focus.
    expect(await screen.findByRole('alert')).toHaveTextContent('5 questions have no answer yet.');
    expect(within(question('Which element should wrap')).getByLabelText('section')).toHaveFocus();
    expect(
      within(question('Which element should wrap')).getByText('Answer this question.'),
    ).toBeVisible();
    expect(submitKeys(calls)).toEqual([]);

    await answerQuiz(user);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Submit answers' }));
    await screen.findByRole('heading', { level: 2, name: 'Your score: 80%' });

    await user.click(screen.getByRole('button', { name: 'Try the quiz again' }));
    const first = within(question('Which element should wrap')).getByLabelText('section');
    await waitFor(() => expect(first).toHaveFocus());
    expect(
      screen.getAllByRole('radio').filter((radio) => (radio as HTMLInputElement).checked),
    ).toEqual([]);
    await answerQuiz(user);
    await user.click(
      within(question('Which statements about layout')).getByLabelText(/^Mobile-first CSS/),
    );
    await user.click(screen.getByRole('button', { name: 'Submit answers' }));
    await screen.findByRole('heading', { level: 2, name: 'Your score: 100%' });

    const keys = submitKeys(calls);
    expect(keys).toHaveLength(2);
    expect(keys[0]).not.toBe(keys[1]);
    expect(storedAttempts().map((attempt) => attempt.score)).toEqual([80, 100]);
    expect(await screen.findByText('Your best score so far: 100% (passed).')).toBeVisible();
  });

  it('counts a submit once when its answer was lost and it is sent again with the same key', async () => {
    const calls = recordCalls(server);
    const { user } = await openQuiz();
    await answerQuiz(user);
    // The server grades and keeps this submit, but its answer never comes back.
    loseNextAnswer('api', `/lessons/${QUIZ}/attempts`);
    await user.click(screen.getByRole('button', { name: 'Submit answers' }));

    expect(await screen.findByRole('heading', { level: 2, name: 'Your score: 80%' })).toBeVisible();
    const keys = submitKeys(calls);
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(IDEMPOTENCY_KEY);
    expect(keys[1]).toBe(keys[0]);
    expect(storedAttempts()).toHaveLength(1);
  });

  it('says so when the connection is lost, keeps the answers, and Try again sends the same submit', async () => {
    const calls = recordCalls(server);
    const { user } = await openQuiz();
    await answerQuiz(user);
    // The connection is down for the submit and both its automatic retries.
    let refused = 0;
    server.use(
      http.post(ATTEMPTS_URL, () => {
        refused += 1;
        return refused <= 3 ? HttpResponse.error() : undefined;
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Submit answers' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your answers are not submitted yet.');
    expect(alert).toHaveTextContent('The connection was lost.');
    expect(refused).toBe(3);
    expect(within(question('Which element should wrap')).getByLabelText('main')).toBeChecked();
    expect(storedAttempts()).toHaveLength(0);

    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Your score: 80%' })).toBeVisible();
    const keys = submitKeys(calls);
    expect(keys).toHaveLength(4);
    expect(new Set(keys).size).toBe(1);
    expect(storedAttempts()).toHaveLength(1);
    expect(outlineLink('Quiz: HTML and CSS')).toBeVisible();
  });
});
