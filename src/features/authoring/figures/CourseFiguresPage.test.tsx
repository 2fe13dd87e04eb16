import { screen, within } from '@testing-library/react';
import { renderApp } from '@/test/renderApp';

const teacher = { email: 'teacher@example.com' };
const admin = { email: 'admin@example.com' };
// The seeded teacher teaches these two; Web Development has one paying learner, part-way through.
const WEB_DEVELOPMENT = '6650a1c00000000000000006';
const ACADEMIC_WRITING = '6650a1c00000000000000008';
const PYTHON = '6650a1c00000000000000007';
const DATA_SCIENCE = '6650a1c00000000000000001';

const figuresOf = (courseId: string) => `/instructor/courses/${courseId}/figures`;

/** The text of each cell of `row`. */
const cellsOf = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

/** The table of the section named `name`, and its body rows. */
async function tableIn(name: string) {
  const section = await screen.findByRole('region', { name });
  const table = within(section).getByRole('table');
  const [, ...rows] = within(table).getAllByRole('row');
  return { section, table, rows };
}

describe('the course figures', () => {
  it('show the headline figures and, per lesson, the share who completed it with the biggest drop', async () => {
    renderApp(null, { url: figuresOf(WEB_DEVELOPMENT), user: teacher });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Figures: Web Development' }),
    ).toBeInTheDocument();
    const headline = screen.getByRole('list', { name: 'Headline figures' });
    expect(
      within(headline)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Learners1',
      'Active in the last 7 days1',
      'Completion rate0%',
      'Average progress41%',
    ]);

    const { section, table, rows } = await tableIn('Where learners stop');
    expect(
      within(section).getByRole('figure', { name: /The table below holds the same figures/ }),
    ).toBeInTheDocument();
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Lesson', 'Chapter', 'Completed by', 'Completed share', 'Drop']);
    expect(rows).toHaveLength(12);
    expect(cellsOf(rows[0] as HTMLElement)).toEqual([
      '1. How this course works',
      '1. Getting started with HTML',
      '1 of 1',
      '100%',
      '',
    ]);
    expect(cellsOf(rows[5] as HTMLElement)).toEqual([
      '6. Quiz: HTML and CSS',
      '2. Styling with CSS',
      '0 of 1',
      '0%',
      'Biggest drop: 100 points fewer than lesson 5',
    ]);
    expect(rows.map((row) => cellsOf(row)[3])).toEqual([
      ...Array<string>(5).fill('100%'),
      ...Array<string>(7).fill('0%'),
    ]);
    expect(rows.filter((row) => row.textContent?.includes('Biggest drop'))).toHaveLength(1);
    expect(within(table).getByRole('link', { name: '6. Quiz: HTML and CSS' })).toHaveAttribute(
      'href',
      '/instructor/lessons/6650a8c00000000000000039',
    );

    const quizzes = await tableIn('Quizzes');
    expect(quizzes.rows.map(cellsOf)).toEqual([
      ['Quiz: HTML and CSS', '0', 'No attempts yet', 'No answers yet'],
      ['Quiz: JavaScript, React and Node', '0', 'No attempts yet', 'No answers yet'],
    ]);

    expect(screen.getByRole('link', { name: 'Back to Courses you teach' })).toHaveAttribute(
      'href',
      '/instructor',
    );
    expect(screen.getByRole('link', { name: 'Edit the curriculum' })).toHaveAttribute(
      'href',
      `/instructor/courses/${WEB_DEVELOPMENT}`,
    );
  });

  it('give each quiz its pass rate and hardest question (an admin, any course)', async () => {
    renderApp(null, { url: figuresOf(PYTHON), user: admin });
    const quizzes = await tableIn('Quizzes');
    expect(quizzes.rows.map(cellsOf)).toEqual([
      [
        'Quiz: control flow and functions',
        '1',
        '100%',
        'What is the value of 7 // 2 in Python? (100% right)',
      ],
      [
        'Quiz: data, files and testing',
        '1',
        '100%',
        'Given scores = [72, 58, 91, 64], what is scores[-1]? (100% right)',
      ],
    ]);
    // Every learner completed every lesson: nobody stops, so no lesson is marked.
    const lessons = await tableIn('Where learners stop');
    expect(lessons.rows.every((row) => cellsOf(row)[3] === '100%')).toBe(true);
    expect(within(lessons.table).queryByText('Biggest drop')).not.toBeInTheDocument();
  });

  it('say when the course has no learners yet', async () => {
    renderApp(null, { url: figuresOf(ACADEMIC_WRITING), user: teacher });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Figures: Academic Writing' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText('No learners yet: the figures appear once someone enrolls'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Edit the curriculum' })).toHaveAttribute(
      'href',
      `/instructor/courses/${ACADEMIC_WRITING}`,
    );
  });

  it('are refused to a teacher who does not teach the course', async () => {
    renderApp(null, { url: figuresOf(DATA_SCIENCE), user: teacher });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('You do not teach this course');
    expect(screen.getByRole('heading', { level: 1, name: 'Course figures' })).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Courses you teach' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Edit the curriculum' })).not.toBeInTheDocument();
  });

  it('say so for a course that does not exist', async () => {
    renderApp(null, { url: figuresOf('6650a1c0000000000000ffff'), user: admin });
    expect(await screen.findByRole('alert')).toHaveTextContent('Course not found');
  });
});
