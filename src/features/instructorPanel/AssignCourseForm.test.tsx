import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { getMockDatabase, MOCK_URLS, server } from '../../../mocks/node';
import { renderApp } from '@/test/renderApp';

/** Renders the app at `url` signed in as `email`. */
const renderAs = (url: string, email: string) => renderApp(null, { url, user: { email } });

type User = ReturnType<typeof renderAs>['user'];

async function fillAssignForm(user: User, name: string) {
  await user.type(await screen.findByLabelText(/^Name/), name);
  await user.click(screen.getByLabelText('Description'));
  await user.paste('Evening cohort');
  await user.click(screen.getByLabelText('Image URL'));
  await user.paste('/images/courses/data-science.webp');
  await user.click(screen.getByRole('button', { name: 'Assign course' }));
}

describe.each([
  ['the instructor panel', '/instructor', 'Instructor panel', 'teacher@example.com'],
  ['dashboard/assigncourse', '/dashboard/assigncourse', 'Assign a course', 'teacher@example.com'],
  [
    'dashboard/assigncourse for an admin',
    '/dashboard/assigncourse',
    'Assign a course',
    'admin@example.com',
  ],
])('assign-course form on %s', (_where, url, heading, email) => {
  it('assigns a course, says so and clears the form', async () => {
    const { user } = renderAs(url, email);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    await fillAssignForm(user, 'Spring Statistics');
    expect(await screen.findByText('Assigned successfully')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Name/)).toHaveValue('');
    expect(screen.getByLabelText('Image URL')).toHaveValue('');
    expect(getMockDatabase().assigncourse.map((course) => course.name)).toContain(
      'Spring Statistics',
    );
  });

  it('requires a name of at most 20 characters and a safe image URL', async () => {
    const { user } = renderAs(url, email);
    await user.click(await screen.findByRole('button', { name: 'Assign course' }));
    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    await user.click(screen.getByLabelText(/^Name/));
    await user.paste('A name that is far too long');
    await user.click(screen.getByLabelText('Image URL'));
    await user.paste('javascript:alert(1)');
    await user.click(screen.getByRole('button', { name: 'Assign course' }));
    expect(await screen.findByText('Name must be at most 20 characters')).toBeInTheDocument();
    expect(
      screen.getByText('Image URL must start with http://, https:// or a single /'),
    ).toBeInTheDocument();
  });
});

describe('assign-course form failures', () => {
  it("shows the server's message and keeps what was typed", async () => {
    server.use(
      http.post(`${MOCK_URLS.apiUrl}/assigncourse`, () =>
        HttpResponse.json(
          { error: 'Invalid assigned course', fields: { name: 'Name is taken' } },
          { status: 400 },
        ),
      ),
    );
    const { user } = renderAs('/instructor', 'teacher@example.com');
    await fillAssignForm(user, 'Spring Statistics');
    const form = screen.getByRole('form', { name: 'Assign a course' });
    expect(await within(form).findByText('Invalid assigned course')).toBeInTheDocument();
    expect(within(form).getByText('Name is taken')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Name/)).toHaveValue('Spring Statistics');
    expect(screen.getByLabelText('Description')).toHaveValue('Evening cohort');
  });
});

describe('instructor panel list', () => {
  it('lists the assigned courses and adds a newly assigned one', async () => {
    const { user } = renderAs('/instructor', 'teacher@example.com');
    const list = await screen.findByRole('list', { name: 'Assigned courses' });
    expect(within(list).getByRole('heading', { name: 'Data Science' })).toBeInTheDocument();
    await fillAssignForm(user, 'Spring Statistics');
    expect(
      await within(list).findByRole('heading', { name: 'Spring Statistics' }),
    ).toBeInTheDocument();
  });

  it('shows an empty state and a Retry after a failed load', async () => {
    server.use(
      http.get(`${MOCK_URLS.apiUrl}/assigncourse`, () => HttpResponse.json({}, { status: 503 }), {
        once: true,
      }),
    );
    const { user } = renderAs('/instructor', 'teacher@example.com');
    await user.click(await screen.findByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('list', { name: 'Assigned courses' })).toBeInTheDocument();
  });
});
