import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { getMockDatabase, MOCK_URLS, server, setMockDatabase } from '../../../mocks/node';
import { SEED_CERTIFICATES } from '../../../mocks/seed/accounts';
import { formatDateTime } from '@/shared/domain/dateFormat';
import { renderApp } from '@/test/renderApp';

const learner = { email: 'learner@example.com', displayName: 'Lena Learner' };
const WEB_DEVELOPMENT = '6650a1c00000000000000006';
const PYTHON = '6650a1c00000000000000007';

const openDashboard = (user: { email: string; displayName?: string } = learner) =>
  renderApp(null, { url: '/dashboard', user });

const progressOnServer = (courseId: string) =>
  getMockDatabase().progress.find((record) => record.courseId === courseId);

describe('dashboard home: Continue learning', () => {
  it('offers the course and lesson the learner was last in, with its progress and Continue', async () => {
    openDashboard();
    const card = await screen.findByRole('region', { name: 'Continue learning' });
    expect(await within(card).findByText('Web Development')).toBeVisible();
    expect(
      within(card).getByRole('progressbar', { name: 'Progress in Web Development' }),
    ).toHaveAttribute('value', '41');
    expect(within(card).getByText('41% complete')).toBeVisible();
    // The lesson's title comes from the course's outline.
    expect(await within(card).findByText('Quiz: HTML and CSS')).toBeVisible();
    expect(within(card).getByText('(Styling with CSS)')).toBeVisible();
    const lastLessonId = progressOnServer(WEB_DEVELOPMENT)?.lastLessonId ?? '?';
    const next = within(card).getByRole('link', { name: 'Continue' });
    expect(next).toHaveAttribute('href', `/learn/${WEB_DEVELOPMENT}/${lastLessonId}`);
    expect(next).toHaveAccessibleDescription('Web Development');
    // Above the welcome image, under the greeting.
    expect(screen.getByText('Welcome, Lena Learner', { selector: 'h1' })).toBeVisible();
  });

  it('offers the catalogue to someone with no progress in any course', async () => {
    openDashboard({ email: 'teacher@example.com' });
    const card = await screen.findByRole('region', { name: 'Continue learning' });
    expect(await within(card).findByText('You have not started a course yet.')).toBeVisible();
    expect(within(card).getByRole('link', { name: 'Browse the courses' })).toHaveAttribute(
      'href',
      '/home#courses',
    );
    expect(card).toHaveAttribute('aria-busy', 'false');
  });

  it('still offers the course and Continue when the lesson’s title cannot be read', async () => {
    server.use(
      http.get(`${MOCK_URLS.apiUrl}/courses/:id/curriculum`, () =>
        HttpResponse.json({ error: 'Internal server error' }, { status: 500 }),
      ),
    );
    openDashboard();
    const card = await screen.findByRole('region', { name: 'Continue learning' });
    expect(await within(card).findByText('Web Development')).toBeVisible();
    expect(within(card).getByRole('link', { name: 'Continue' })).toHaveAttribute(
      'href',
      `/learn/${WEB_DEVELOPMENT}/${progressOnServer(WEB_DEVELOPMENT)?.lastLessonId ?? '?'}`,
    );
    expect(within(card).queryByText(/^Last lesson/)).not.toBeInTheDocument();
  });

  /** Makes Python Programming, which the learner completed, the course they were last in. */
  function visitPythonLast(revokeCertificate = false) {
    const db = getMockDatabase();
    const python = db.progress.find((record) => record.courseId === PYTHON);
    if (python) python.lastVisitedAt = new Date().toISOString();
    const certificate = db.certificates.find((item) => item._id === SEED_CERTIFICATES.python);
    if (certificate && revokeCertificate) {
      certificate.revokedAt = new Date().toISOString();
      certificate.revocationReason = 'Issued in error';
    }
    setMockDatabase(db);
  }

  it('says when the last course visited is completed, and opens it and its certificate', async () => {
    visitPythonLast();
    openDashboard();
    const card = await screen.findByRole('region', { name: 'Continue learning' });
    expect(await within(card).findByText('Python Programming')).toBeVisible();
    expect(
      within(card).getByText(
        `Completed on ${formatDateTime(progressOnServer(PYTHON)?.completedAt ?? '')}`,
      ),
    ).toBeVisible();
    expect(within(card).getByRole('link', { name: 'Open the course' })).toHaveAttribute(
      'href',
      `/learn/${PYTHON}`,
    );
    const certificate = within(card).getByRole('link', { name: 'Certificate' });
    expect(certificate).toHaveAttribute('href', `/certificates/${SEED_CERTIFICATES.python}`);
    expect(certificate).toHaveAccessibleDescription('Python Programming');
  });

  it('offers no certificate for a completed course whose certificate was revoked', async () => {
    visitPythonLast(true);
    openDashboard();
    const card = await screen.findByRole('region', { name: 'Continue learning' });
    expect(await within(card).findByRole('link', { name: 'Open the course' })).toBeVisible();
    expect(within(card).queryByRole('link', { name: 'Certificate' })).not.toBeInTheDocument();
  });

  it('offers no certificate for a course not completed yet', async () => {
    openDashboard();
    const card = await screen.findByRole('region', { name: 'Continue learning' });
    expect(await within(card).findByRole('link', { name: 'Continue' })).toBeVisible();
    expect(within(card).queryByRole('link', { name: 'Certificate' })).not.toBeInTheDocument();
  });

  it('says why it did not load, with Retry', async () => {
    server.use(
      http.get(`${MOCK_URLS.apiUrl}/progress`, () =>
        HttpResponse.json({ error: 'Internal server error' }, { status: 500 }),
      ),
    );
    const { user } = openDashboard();
    const card = await screen.findByRole('region', { name: 'Continue learning' });
    expect(await within(card).findByText('Internal server error')).toBeVisible();
    server.resetHandlers();
    await user.click(within(card).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('link', { name: 'Continue' })).toHaveAccessibleDescription(
      'Web Development',
    );
  });
});
