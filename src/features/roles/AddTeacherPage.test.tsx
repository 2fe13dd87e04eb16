import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { getMockDatabase, MOCK_URLS, server } from '../../../mocks/node';
import { renderApp } from '@/test/renderApp';

const url = '/dashboard/addTeacher';
const admin = { email: 'admin@example.com' };

async function submitEmail(user: ReturnType<typeof renderApp>['user'], email: string) {
  const input = await screen.findByLabelText(/^Email/);
  await user.clear(input);
  if (email) {
    await user.click(input);
    await user.paste(email);
  }
  await user.click(screen.getByRole('button', { name: 'Make teacher' }));
  return input;
}

describe('Add Teacher page', () => {
  it('asks for a valid email before sending anything', async () => {
    const { user } = renderApp(null, { url, user: admin });
    const input = await submitEmail(user, 'learner@');
    expect(input).toHaveAttribute('type', 'email');
    expect(await screen.findByText('Email must be a valid email address')).toBeInTheDocument();
  });

  it('makes a user a teacher, says so and clears the form', async () => {
    const { user } = renderApp(null, { url, user: admin });
    const input = await submitEmail(user, 'learner@example.com');
    expect(await screen.findByText('Teacher made successfully')).toBeInTheDocument();
    expect(input).toHaveValue('');
    const learner = getMockDatabase().users.find((u) => u.email === 'learner@example.com');
    expect(learner?.teacher).toBe(true);
  });

  it('says when the user is already a teacher', async () => {
    const { user } = renderApp(null, { url, user: admin });
    await submitEmail(user, 'teacher@example.com');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'teacher@example.com is already a teacher',
    );
  });

  it("shows the server's message for an unknown user and keeps the email", async () => {
    const { user } = renderApp(null, { url, user: admin });
    const input = await submitEmail(user, 'nobody@example.com');
    expect(await screen.findByRole('alert')).toHaveTextContent('No account with that email');
    expect(input).toHaveValue('nobody@example.com');
  });

  it('explains a network failure and keeps the email', async () => {
    server.use(http.put(`${MOCK_URLS.apiUrl}/user/teacher`, () => HttpResponse.error()));
    const { user } = renderApp(null, { url, user: admin });
    const input = await submitEmail(user, 'learner@example.com');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We could not reach the server. Check your connection and try again.',
    );
    expect(input).toHaveValue('learner@example.com');
  });

  it('shows a 403 result to a teacher', async () => {
    renderApp(null, { url, user: { email: 'teacher@example.com' } });
    expect(
      await screen.findByText('Sorry, you are not authorized to access this page.'),
    ).toBeInTheDocument();
  });
});
