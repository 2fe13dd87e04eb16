import { act, fireEvent, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { getMockDatabase, MOCK_URLS, server, setMockDatabase } from '../../../mocks/node';
import { findAnnouncement } from '@/test/announcements';
import { renderApp } from '@/test/renderApp';
import { AUTOSAVE_DELAY_MS } from './useLessonAutosave';

const teacher = { email: 'teacher@example.com' };
/** Academic Writing's seeded draft: "Writing a strong conclusion". */
const DRAFT = '6650a8c0000000000000d001';
const url = `/instructor/lessons/${DRAFT}`;

const onServer = () => getMockDatabase().lessons.find((lesson) => lesson._id === DRAFT);
/** Another author saves the draft (as version 2, titled "Their title") while the editor is open. */
function anotherAuthorSaves() {
  const db = getMockDatabase();
  const lesson = db.lessons.find((item) => item._id === DRAFT);
  if (!lesson) throw new Error('no draft');
  Object.assign(lesson, { title: 'Their title', version: 2 });
  setMockDatabase(db);
}

const bodyField = () => screen.getByLabelText('Text (Markdown)');

async function openEditor() {
  const view = renderApp(null, { url, user: teacher });
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Edit: Writing a strong conclusion' }),
  ).toBeInTheDocument();
  return view;
}

afterEach(() => {
  server.events.removeAllListeners();
  jest.useRealTimers();
});

describe('the lesson editor', () => {
  it('saves the text, shows it as the player renders it, and publishes it', async () => {
    const { user } = await openEditor();
    expect(screen.getByText('Draft: learners do not see it.')).toBeInTheDocument();
    await user.clear(bodyField());
    await user.type(bodyField(), '## Ending well{enter}{enter}Say **so what**.');
    expect(screen.getByText('Unsaved changes')).toBeInTheDocument();
    // On a narrow screen (as jsdom's is) the text and its preview are tabs.
    await user.click(screen.getByRole('tab', { name: 'Preview' }));
    const preview = screen.getByRole('region', { name: 'Preview, as learners will see it' });
    expect(within(preview).getByRole('heading', { level: 2, name: 'Ending well' })).toBeVisible();
    expect(preview).toContainHTML('<strong>so what</strong>');
    await user.click(screen.getByRole('tab', { name: 'Write' }));
    await user.click(screen.getByRole('button', { name: 'Save now' }));
    expect(await screen.findByText('Saved')).toBeInTheDocument();
    expect(onServer()).toMatchObject({ body: '## Ending well\n\nSay **so what**.', version: 2 });

    await user.click(screen.getByRole('button', { name: 'Publish' }));
    expect(await findAnnouncement('Published: learners see this version now.')).toBeInTheDocument();
    expect(onServer()).toMatchObject({ published: true, version: 3 });
    expect(screen.getByRole('button', { name: 'Publish changes' })).toBeDisabled();
  });

  it('saves by itself a few seconds after the last change', async () => {
    jest.useFakeTimers();
    const { user } = renderApp(null, {
      url,
      user: teacher,
      userEvent: { advanceTimers: jest.advanceTimersByTime },
    });
    await screen.findByRole('heading', { level: 1, name: 'Edit: Writing a strong conclusion' });
    await user.type(screen.getByLabelText('Title'), ' today');
    expect(screen.getByText('Unsaved changes')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(AUTOSAVE_DELAY_MS));
    expect(await screen.findByText('Saved')).toBeInTheDocument();
    expect(onServer()?.title).toBe('Writing a strong conclusion today');
  });

  it('keeps the text when a save fails, says why, and saves it on the next try', async () => {
    server.use(
      http.put(
        `${MOCK_URLS.apiUrl}/lessons/${DRAFT}/edit`,
        () => HttpResponse.json({ error: 'The server had a problem.' }, { status: 500 }),
        { once: true },
      ),
    );
    const { user } = await openEditor();
    await user.type(screen.getByLabelText('Title'), '!');
    await user.click(screen.getByRole('button', { name: 'Save now' }));
    expect(await screen.findByText('Your changes are not saved yet.')).toBeInTheDocument();
    expect(screen.getByText('Not saved')).toBeInTheDocument();
    expect(screen.getByLabelText('Title')).toHaveValue('Writing a strong conclusion!');
    await user.click(screen.getByRole('button', { name: 'Save now' }));
    expect(await screen.findByText('Saved')).toBeInTheDocument();
    expect(onServer()?.title).toBe('Writing a strong conclusion!');
  });

  it('says who saved the lesson meanwhile, and keeps the author’s text over theirs when asked', async () => {
    const { user } = await openEditor();
    // Another author saves first: the lesson is at version 2 on the server.
    const db = getMockDatabase();
    const lesson = db.lessons.find((item) => item._id === DRAFT);
    if (!lesson) throw new Error('no draft');
    Object.assign(lesson, {
      title: 'Their title',
      version: 2,
      updatedAt: '2026-11-27T11:00:00.000Z',
      updatedBy: 'TeacherAccount00000000000002',
    });
    setMockDatabase(db);
    await user.clear(screen.getByLabelText('Title'));
    await user.type(screen.getByLabelText('Title'), 'My title');
    await user.click(screen.getByRole('button', { name: 'Save now' }));
    const alert = await screen.findByText(/^Someone else saved this lesson: Tariq Teacher at /);
    expect(alert).toBeInTheDocument();
    expect(screen.getByText('Not saved: changed by someone else')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Keep my text' }));
    expect(await screen.findByText('Saved')).toBeInTheDocument();
    expect(onServer()).toMatchObject({ title: 'My title', version: 3 });
  });

  it('loads the other author’s version when asked', async () => {
    const { user } = await openEditor();
    anotherAuthorSaves();
    await user.type(screen.getByLabelText('Title'), ' (mine)');
    await user.click(screen.getByRole('button', { name: 'Save now' }));
    await user.click(await screen.findByRole('button', { name: 'Load their version' }));
    expect(await screen.findByDisplayValue('Their title')).toBeInTheDocument();
    expect(screen.getByText('Saved')).toBeInTheDocument();
  });

  it('saves before going to another page of the app', async () => {
    const { user } = await openEditor();
    fireEvent.change(bodyField(), { target: { value: 'Left in a hurry.' } });
    await user.click(screen.getByRole('link', { name: 'Back to the curriculum' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Curriculum: Academic Writing' }),
    ).toBeInTheDocument();
    expect(onServer()?.body).toBe('Left in a hurry.');
  });

  it('asks before the tab closes while a change is not saved, and not once it is', async () => {
    const { user } = await openEditor();
    const closing = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(closing()).toBe(false);
    await user.type(screen.getByLabelText('Title'), '?');
    expect(closing()).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Save now' }));
    expect(await screen.findByText('Saved')).toBeInTheDocument();
    expect(closing()).toBe(false);
  });

  it('says what keeps a lesson from being published, and publishes nothing', async () => {
    const { user } = await openEditor();
    await user.clear(bodyField());
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    expect(await screen.findByText('Not ready to publish')).toBeInTheDocument();
    expect(screen.getByText('Write the lesson’s text.')).toBeInTheDocument();
    expect(onServer()?.published).toBe(false);
  });

  it('says so when the other author’s version cannot be loaded, and keeps the text', async () => {
    const { user } = await openEditor();
    anotherAuthorSaves();
    await user.type(screen.getByLabelText('Title'), ' (mine)');
    await user.click(screen.getByRole('button', { name: 'Save now' }));
    const load = await screen.findByRole('button', { name: 'Load their version' });
    server.use(
      http.get(
        `${MOCK_URLS.apiUrl}/lessons/${DRAFT}/edit`,
        () => HttpResponse.json({ error: 'The server had a problem.' }, { status: 500 }),
        { once: true },
      ),
    );
    await user.click(load);
    expect(
      await findAnnouncement(
        /^Their version could not be loaded\. The server had a problem/,
        'assertive',
      ),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Title')).toHaveValue('Writing a strong conclusion (mine)');
  });
});
