import { screen, waitFor, within } from '@testing-library/react';
import { getMockDatabase } from '../../../mocks/node';
import { findAnnouncement } from '@/test/announcements';
import { renderApp } from '@/test/renderApp';

const teacher = { email: 'teacher@example.com' };
const WEB_DEVELOPMENT = '6650a1c00000000000000006';
const ACADEMIC_WRITING = '6650a1c00000000000000008';

const chapterCard = (title: RegExp) => screen.findByRole('region', { name: title });

const lessonsOnServer = (courseId: string) =>
  getMockDatabase().lessons.filter((lesson) => lesson.courseId === courseId);

describe('the Instructor panel', () => {
  it('lists the courses the teacher teaches, each with its curriculum editor and figures', async () => {
    renderApp(null, { url: '/instructor', user: teacher });
    const section = await screen.findByRole('region', { name: 'Courses you teach' });
    const web = await within(section).findByRole('row', { name: /^Web Development/ });
    expect(
      within(web)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([
      'Web Development',
      '12',
      '0',
      'Edit the curriculum of Web DevelopmentFigures of Web Development',
    ]);
    expect(within(web).getByRole('link', { name: 'Figures of Web Development' })).toHaveAttribute(
      'href',
      `/instructor/courses/${WEB_DEVELOPMENT}/figures`,
    );
    const writing = within(section).getByRole('row', { name: /^Academic Writing/ });
    expect(within(writing).getAllByRole('cell')[2]).toHaveTextContent('1');
    expect(
      within(writing).getByRole('link', { name: 'Edit the curriculum of Academic Writing' }),
    ).toHaveAttribute('href', `/instructor/courses/${ACADEMIC_WRITING}`);
    expect(within(section).queryByRole('row', { name: /^Data Science/ })).not.toBeInTheDocument();
  });
});

describe('the curriculum editor', () => {
  it('shows each chapter’s lessons with kind, minutes, status and completions', async () => {
    renderApp(null, { url: `/instructor/courses/${ACADEMIC_WRITING}`, user: teacher });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Curriculum: Academic Writing' }),
    ).toBeInTheDocument();
    const chapter = await chapterCard(/^3\. Integrity and revision/);
    const draft = within(chapter).getByRole('row', { name: /^Writing a strong conclusion/ });
    expect(within(draft).getByText('Draft')).toBeInTheDocument();
    expect(
      within(draft).getByRole('link', { name: 'Writing a strong conclusion' }),
    ).toHaveAttribute('href', '/instructor/lessons/6650a8c0000000000000d001');
  });

  it('adds a lesson as a draft, moves it up, and deletes it after asking', async () => {
    const { user } = renderApp(null, {
      url: `/instructor/courses/${WEB_DEVELOPMENT}`,
      user: teacher,
    });
    const chapter = await chapterCard(/^1\. /);
    await user.type(within(chapter).getByLabelText('New lesson in chapter 1'), 'Forms that help');
    await user.click(within(chapter).getByRole('button', { name: 'Add the lesson' }));
    expect(await findAnnouncement('Added “Forms that help” as a draft.')).toBeInTheDocument();
    const row = await within(chapter).findByRole('row', { name: /^Forms that help/ });
    expect(within(row).getByText('Draft')).toBeInTheDocument();
    const added = lessonsOnServer(WEB_DEVELOPMENT).find(
      (lesson) => lesson.title === 'Forms that help',
    );
    expect(added).toMatchObject({ published: false, kind: 'text', position: 4 });

    await user.click(within(row).getByRole('button', { name: 'Move up Forms that help' }));
    await waitFor(() =>
      expect(
        lessonsOnServer(WEB_DEVELOPMENT).find((lesson) => lesson.title === 'Forms that help')
          ?.position,
      ).toBe(3),
    );

    // A lesson learners completed says how many before it goes.
    const completed = within(await chapterCard(/^1\. /)).getByRole('row', {
      name: /^How this course works/,
    });
    await user.click(
      within(completed).getByRole('button', { name: 'Delete How this course works' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Delete “How this course works”?' });
    expect(dialog).toHaveTextContent('1 learner has completed this lesson');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    const draftRow = within(await chapterCard(/^1\. /)).getByRole('row', {
      name: /^Forms that help/,
    });
    await user.click(within(draftRow).getByRole('button', { name: 'Delete Forms that help' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete “Forms that help”?' });
    expect(confirm).toHaveTextContent('Nobody has completed this lesson yet.');
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await findAnnouncement('Deleted “Forms that help”.')).toBeInTheDocument();
    expect(
      lessonsOnServer(WEB_DEVELOPMENT).some((lesson) => lesson.title === 'Forms that help'),
    ).toBe(false);
  });

  it('adds, renames and deletes an empty chapter; a chapter with lessons cannot be deleted', async () => {
    const { user } = renderApp(null, {
      url: `/instructor/courses/${WEB_DEVELOPMENT}`,
      user: teacher,
    });
    const first = await chapterCard(/^1\. /);
    expect(within(first).getByRole('button', { name: /^Delete chapter / })).toBeDisabled();
    await user.type(screen.getByLabelText('New chapter'), 'Extras');
    await user.click(screen.getByRole('button', { name: 'Add the chapter' }));
    const extras = await chapterCard(/^5\. Extras/);
    await user.click(within(extras).getByRole('button', { name: 'Rename chapter Extras' }));
    const title = within(extras).getByLabelText('New title of chapter 5');
    await user.clear(title);
    await user.type(title, 'Going further');
    await user.click(within(extras).getByRole('button', { name: 'Save the title' }));
    const renamed = await chapterCard(/^5\. Going further/);
    await user.click(within(renamed).getByRole('button', { name: 'Delete chapter Going further' }));
    expect(await findAnnouncement('Deleted the chapter “Going further”.')).toBeInTheDocument();
    expect(
      getMockDatabase().chapters.filter((item) => item.courseId === WEB_DEVELOPMENT),
    ).toHaveLength(4);
  });

  it('says so when the teacher does not teach the course', async () => {
    renderApp(null, { url: '/instructor/courses/6650a1c00000000000000001', user: teacher });
    expect(
      await screen.findByText(/Only the course’s instructors and admins may do this/),
    ).toBeInTheDocument();
  });
});
