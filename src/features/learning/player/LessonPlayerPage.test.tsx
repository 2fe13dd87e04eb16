import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse, passthrough } from 'msw';
import { getMockDatabase, MOCK_URLS, server, setMockDatabase } from '../../../../mocks/node';
import { renderApp } from '@/test/renderApp';
import {
  bodiesOf,
  expectCompletedInOutline,
  findLessonHeading,
  LEARNER,
  LESSONS,
  lessonUrl,
  outline,
  outlineLink,
  recordCalls,
  WEB_DEVELOPMENT,
} from '../testLessons';
// The router loads the page lazily; loaded here first, its modules (react-markdown and the unified
// packages, compiled on first use) are ready before the first test waits for its heading.
import './LessonPlayerPage';

/** Gives a lesson of the seed another Markdown body, as a teacher would have written it. */
function rewriteLesson(lessonId: string, body: string): void {
  const db = getMockDatabase();
  const lesson = db.lessons.find((item) => item._id === lessonId);
  if (!lesson) throw new Error(`No lesson ${lessonId} in the seed`);
  lesson.body = body;
  setMockDatabase(db);
}

afterEach(() => server.events.removeAllListeners());

describe('the lesson player', () => {
  it('renders a text lesson’s Markdown: headings, lists, tables and code, never raw HTML', async () => {
    rewriteLesson(
      LESSONS.javascriptEssentials,
      [
        'Variables hold **values**.',
        '',
        '## Declaring variables',
        '',
        '- `const` for a value that stays',
        '- `let` for one that changes',
        '',
        '| Keyword | Reassign |',
        '| --- | --- |',
        '| const | no |',
        '',
        '```js',
        'const answer = 42;',
        '```',
        '',
        '<img src="x" onerror="alert(1)"> <script>alert(2)</script>',
        '',
        '[A trap](javascript:alert(3))',
      ].join('\n'),
    );
    renderApp(null, { url: lessonUrl(LESSONS.javascriptEssentials), user: LEARNER });
    await findLessonHeading('Modern JavaScript essentials');
    const article = screen.getByRole('article', { name: 'Modern JavaScript essentials' });
    const lesson = within(article);
    expect(
      await lesson.findByRole('heading', { level: 2, name: 'Declaring variables' }),
    ).toBeVisible();
    expect(article).toContainHTML('<strong>values</strong>');
    const items = lesson.getAllByRole('listitem').map((item) => item.textContent);
    expect(items).toEqual(['const for a value that stays', 'let for one that changes']);
    expect(lesson.getByRole('cell', { name: 'const' })).toBeVisible();
    // A code block is a region the keyboard can scroll.
    const code = lesson.getByRole('region', { name: 'Code example' });
    expect(code).toHaveTextContent('const answer = 42;');
    expect(code).toHaveAttribute('tabindex', '0');
    // The HTML in the Markdown is shown as the text it is, not made into elements.
    expect(lesson.queryByRole('img')).not.toBeInTheDocument();
    expect(article).not.toContainHTML('<script>alert(2)</script>');
    expect(
      lesson.getByText(/<img src="x" onerror="alert\(1\)"> <script>alert\(2\)<\/script>/),
    ).toBeVisible();
    // An unsafe link is left as its text.
    expect(lesson.getByText('A trap')).toBeVisible();
    expect(lesson.queryByRole('link', { name: 'A trap' })).not.toBeInTheDocument();
  });

  it('marks a text lesson complete: the completion is sent and the outline shows it', async () => {
    const calls = recordCalls(server);
    const { user } = renderApp(null, {
      url: lessonUrl(LESSONS.javascriptEssentials),
      user: LEARNER,
    });
    await findLessonHeading('Modern JavaScript essentials');
    // Five of the course's twelve lessons were complete.
    await waitFor(() => expect(outline()).toHaveTextContent('41% of the course complete'));
    expect(outlineLink('Modern JavaScript essentials')).not.toHaveAccessibleName(/completed$/);
    expect(outlineLink('Modern JavaScript essentials')).toHaveAttribute('aria-current', 'page');
    // Opening the lesson records where the learner is.
    await waitFor(() =>
      expect(bodiesOf(calls, `POST /progress/${WEB_DEVELOPMENT}/visits`)).toEqual([
        { lessonId: LESSONS.javascriptEssentials },
      ]),
    );

    await user.click(screen.getByRole('button', { name: 'Mark as complete' }));

    const done = await screen.findByText('You have completed this lesson.');
    expect(done).toHaveFocus();
    expect(bodiesOf(calls, `POST /progress/${WEB_DEVELOPMENT}/completions`)).toEqual([
      { lessonId: LESSONS.javascriptEssentials },
    ]);
    await expectCompletedInOutline('Modern JavaScript essentials');
    expect(outline()).toHaveTextContent('50% of the course complete');
    expect(within(outline()).getByText('1 of 3 complete')).toBeVisible();
    const record = getMockDatabase().progress.find(
      (item) => item.courseId === WEB_DEVELOPMENT && item.uid === 'LearnerAccount00000000000003',
    );
    expect(record?.completed.map((item) => item.lessonId)).toContain(LESSONS.javascriptEssentials);
  });

  it('moves with Next and Previous: the new lesson’s title names the page and its heading has focus', async () => {
    const { user, router } = renderApp(null, {
      url: lessonUrl(LESSONS.javascriptEssentials),
      user: LEARNER,
    });
    await findLessonHeading('Modern JavaScript essentials');
    expect(document.title).toBe('Modern JavaScript essentials | Learn Academy');
    expect(screen.getByText(/Lesson 7 of 12/)).toBeVisible();

    await user.click(screen.getByRole('link', { name: 'Next The DOM, events and fetch' }));
    const next = await findLessonHeading('The DOM, events and fetch');
    await waitFor(() => expect(next).toHaveFocus());
    expect(router.state.location.pathname).toBe(lessonUrl(LESSONS.domEvents));
    expect(document.title).toBe('The DOM, events and fetch | Learn Academy');
    expect(outlineLink('The DOM, events and fetch')).toHaveAttribute('aria-current', 'page');

    await user.click(screen.getByRole('link', { name: 'Previous Modern JavaScript essentials' }));
    const previous = await findLessonHeading('Modern JavaScript essentials');
    await waitFor(() => expect(previous).toHaveFocus());
    expect(document.title).toBe('Modern JavaScript essentials | Learn Academy');

    // The outline moves there too, by keyboard as by pointer.
    outlineLink('Components and state in React').focus();
    await user.keyboard('{Enter}');
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
        'Components and state in React',
      ),
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveFocus();
  });

  it('opens the outline in a dialog from the Course outline button (as on a phone)', async () => {
    const { user } = renderApp(null, {
      url: lessonUrl(LESSONS.javascriptEssentials),
      user: LEARNER,
    });
    await findLessonHeading('Modern JavaScript essentials');
    const toggle = screen.getByRole('button', { name: 'Course outline' });
    await user.click(toggle);
    const dialog = await screen.findByRole('dialog', { name: 'Course outline' });
    const inDialog = within(dialog).getByRole('navigation', { name: 'Course outline' });
    expect(outlineLink('Semantic, accessible HTML', inDialog)).toHaveAccessibleName(/completed$/);

    await user.click(outlineLink('How the web works', inDialog));
    const heading = await findLessonHeading('How the web works');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(heading).toHaveFocus());

    // Escape closes it and focus goes back to the button.
    await user.click(toggle);
    await screen.findByRole('dialog', { name: 'Course outline' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(toggle).toHaveFocus());
  });

  it('opens a course where the learner left off, and a visitor at its first lesson', async () => {
    const { router, unmount } = renderApp(null, {
      url: `/learn/${WEB_DEVELOPMENT}`,
      user: LEARNER,
    });
    await findLessonHeading('Quiz: HTML and CSS');
    expect(router.state.location.pathname).toBe(lessonUrl(LESSONS.htmlCssQuiz));
    unmount();

    const view = renderApp(null, { url: `/learn/${WEB_DEVELOPMENT}` });
    await findLessonHeading('How this course works');
    expect(view.router.state.location.pathname).toBe(lessonUrl(LESSONS.howThisCourseWorks));
    // Preview lessons are everyone's, and the outline says which they are.
    expect(outlineLink('Welcome to Web Development')).toHaveAccessibleName(/Preview$/);
  });

  it('tells someone without access to enroll, with the course’s enroll page', async () => {
    const { user, router } = renderApp(null, {
      url: lessonUrl(LESSONS.semanticHtml),
      user: { email: 'maria.garcia@example.com' },
    });
    await findLessonHeading('Semantic, accessible HTML');
    expect(await screen.findByText('Enroll to open this lesson')).toBeVisible();
    const enroll = screen.getByRole('link', { name: 'Enroll now' });
    expect(enroll).toHaveAttribute('href', `/${WEB_DEVELOPMENT}`);
    // Without access there is no progress to show or keep.
    expect(screen.queryByRole('button', { name: 'Mark as complete' })).not.toBeInTheDocument();
    expect(outline()).not.toHaveTextContent('of the course complete');
    await user.click(enroll);
    expect(router.state.location.pathname).toBe(`/${WEB_DEVELOPMENT}`);
  });

  it('offers a signed-out visitor to log in and come back, beside Enroll now', async () => {
    const { user, router } = renderApp(null, { url: lessonUrl(LESSONS.semanticHtml) });
    expect(await screen.findByText('Enroll to open this lesson')).toBeVisible();
    await user.click(screen.getByRole('link', { name: 'Log in' }));
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.state).toEqual({ from: lessonUrl(LESSONS.semanticHtml) });
  });

  it('says an unknown lesson is not found, with the way back to the course', async () => {
    const { user, router } = renderApp(null, {
      url: lessonUrl('6650a8c000000000000000ff'),
      user: LEARNER,
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Lesson not found' }),
    ).toBeVisible();
    expect(document.title).toBe('Lesson not found | Learn Academy');
    await user.click(screen.getByRole('link', { name: 'Back to the course' }));
    await findLessonHeading('Quiz: HTML and CSS');
    expect(router.state.location.pathname).toBe(lessonUrl(LESSONS.htmlCssQuiz));
  });

  it('says an unknown course is not found, with the way to the catalogue', async () => {
    renderApp(null, { url: lessonUrl(LESSONS.welcome, '6650a1c000000000000000ff') });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Course not found' }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Browse the catalogue' })).toHaveAttribute(
      'href',
      '/home#courses',
    );
  });

  it('says so when the completion cannot be sent, and sends it again once back online', async () => {
    const calls = recordCalls(server);
    const { user } = renderApp(null, {
      url: lessonUrl(LESSONS.javascriptEssentials),
      user: LEARNER,
    });
    await findLessonHeading('Modern JavaScript essentials');
    const completions = `${MOCK_URLS.apiUrl}/progress/${WEB_DEVELOPMENT}/completions`;
    // The connection is down for the request and both its automatic retries.
    let refused = 0;
    server.use(
      http.post(completions, () => {
        refused += 1;
        return refused <= 3 ? HttpResponse.error() : undefined;
      }),
    );
    await user.click(await screen.findByRole('button', { name: 'Mark as complete' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The lesson is not marked as complete yet.');
    expect(alert).toHaveTextContent('The connection was lost.');
    expect(refused).toBe(3);

    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeVisible();

    // Back online, it is sent again by itself.
    fireEvent(window, new Event('online'));
    expect(await screen.findByText('You have completed this lesson.')).toBeVisible();
    await expectCompletedInOutline('Modern JavaScript essentials');
    expect(
      calls.filter((entry) => entry.call === `POST /progress/${WEB_DEVELOPMENT}/completions`),
    ).toHaveLength(4);
  });

  it('says when the learner’s progress could not be loaded, and Retry asks again', async () => {
    server.use(
      http.get(
        `${MOCK_URLS.apiUrl}/progress/${WEB_DEVELOPMENT}`,
        () => HttpResponse.json({ error: 'The server had a problem.' }, { status: 500 }),
        { once: true },
      ),
    );
    const { user } = renderApp(null, {
      url: lessonUrl(LESSONS.javascriptEssentials),
      user: LEARNER,
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your progress in this course: The server had a problem.');
    // The lesson itself is there meanwhile.
    expect(await screen.findByRole('heading', { level: 2, name: 'const and let' })).toBeVisible();
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(outline()).toHaveTextContent('41% of the course complete'));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mark as complete' })).toBeVisible();
  });

  it('shows Previous and Next once the lesson is there, below it, never above it while it loads', async () => {
    let answerLesson = () => {};
    const lessonAnswered = new Promise<void>((resolve) => {
      answerLesson = resolve;
    });
    server.use(
      http.get(
        `${MOCK_URLS.apiUrl}/lessons/${LESSONS.cssCascade}`,
        async () => {
          await lessonAnswered;
          return passthrough();
        },
        { once: true },
      ),
    );
    renderApp(null, { url: lessonUrl(LESSONS.cssCascade), user: LEARNER });
    await findLessonHeading('CSS selectors and the cascade');
    expect(await screen.findByText('Loading the lesson…')).toBeInTheDocument();
    const pager = { name: 'Previous and next lesson' };
    expect(screen.queryByRole('navigation', pager)).not.toBeInTheDocument();
    answerLesson();
    const nav = await screen.findByRole('navigation', pager);
    expect(within(nav).getByRole('link', { name: /^Next/ })).toHaveAccessibleName(
      'Next Responsive layout with Flexbox and Grid',
    );
    expect(screen.queryByText('Loading the lesson…')).not.toBeInTheDocument();
  });

  it('shows a lesson added to a course the learner completed as New, the course still 100 %', async () => {
    const PYTHON = '6650a1c00000000000000007';
    const db = getMockDatabase();
    const first = db.lessons.find((lesson) => lesson.courseId === PYTHON && lesson.position === 1);
    if (!first) throw new Error('Python has no lessons in the seed');
    db.lessons.push({
      ...first,
      _id: '6650a8c0000000000000e001',
      title: 'Type hints in practice',
      position: 99,
      preview: false,
      kind: 'text',
      body: 'Annotate **parameters** and return values.',
      video: undefined,
      quiz: undefined,
    });
    setMockDatabase(db);
    renderApp(null, { url: lessonUrl(first._id, PYTHON), user: LEARNER });
    await findLessonHeading(first.title);
    await waitFor(() => expect(outline()).toHaveTextContent('100% of the course complete'));
    expect(outlineLink('Type hints in practice')).toHaveTextContent('New');
    expect(outlineLink(first.title)).not.toHaveTextContent('New');
  });
});
