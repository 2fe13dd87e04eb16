import { screen, waitFor, within } from '@testing-library/react';
import { getMockDatabase } from '../../../mocks/node';
import { renderApp } from '@/test/renderApp';

async function fillLogin(
  user: ReturnType<typeof renderApp>['user'],
  email: string,
  password: string,
) {
  await user.type(await screen.findByLabelText(/^Email/), email);
  await user.type(screen.getByLabelText(/^Password/), password);
  await user.click(screen.getByRole('button', { name: 'Login' }));
}

describe('login page', () => {
  it('signs in with email and password and goes to /home', async () => {
    const { user, router } = renderApp(null, { url: '/login' });
    await fillLogin(user, 'learner@example.com', 'Learner#2026');
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
    expect(await screen.findByText('Signed in successfully')).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Main' });
    // The header follows the session in a deferred render (src/shared/auth/useAuth.ts).
    expect(await within(nav).findByRole('button', { name: 'Logout' })).toBeInTheDocument();
  });

  it('explains a wrong password and keeps the email typed', async () => {
    const { user, router } = renderApp(null, { url: '/login' });
    await fillLogin(user, 'learner@example.com', 'not-the-password');
    expect(
      await screen.findByText('The password is not correct. Try again or reset it.'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText(/^Email/)).toHaveValue('learner@example.com');
    expect(router.state.location.pathname).toBe('/login');
  });

  it('explains an unknown email', async () => {
    const { user } = renderApp(null, { url: '/login' });
    await fillLogin(user, 'nobody@example.com', 'whatever1');
    expect(
      await screen.findByText('There is no account with this email. Register first.'),
    ).toBeInTheDocument();
  });

  it.each([
    ['auth/too-many-requests', 'Too many attempts. Wait a few minutes, then try again.'],
    [
      'auth/network-request-failed',
      'We could not reach the sign-in service. Check your connection and try again.',
    ],
  ])('explains the provider error %s', async (code, text) => {
    const { user, auth } = renderApp(null, { url: '/login' });
    auth.failNextWith(code);
    await fillLogin(user, 'learner@example.com', 'Learner#2026');
    expect(await screen.findByText(text)).toBeInTheDocument();
  });

  it('asks for both fields before sending anything', async () => {
    const { user } = renderApp(null, { url: '/login' });
    await user.click(await screen.findByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Enter your email')).toBeInTheDocument();
    expect(screen.getByText('Enter your password')).toBeInTheDocument();
  });

  it('returns to the page first asked for after signing in', async () => {
    const { user, router } = renderApp(null, { url: '/dashboard' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    await fillLogin(user, 'learner@example.com', 'Learner#2026');
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
  });

  it('signs in with a Google test account against the emulator and registers it on the server', async () => {
    const { user, router } = renderApp(null, { url: '/login' });
    await user.click(await screen.findByRole('button', { name: 'Sign in with Google' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Sign in with Google (test account)',
    });
    await user.type(within(dialog).getByLabelText(/^Google email/), 'gina@example.com');
    await user.type(within(dialog).getByLabelText(/^Name/), 'Gina Google');
    await user.click(within(dialog).getByRole('button', { name: 'Continue with Google' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
  });

  it('shows a refused Google sign-in inside its dialog, which stays open with what was typed', async () => {
    const { user, auth, router } = renderApp(null, { url: '/login' });
    await user.click(await screen.findByRole('button', { name: 'Sign in with Google' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Sign in with Google (test account)',
    });
    auth.failNextWith('auth/network-request-failed');
    await user.type(within(dialog).getByLabelText(/^Google email/), 'gina@example.com');
    await user.type(within(dialog).getByLabelText(/^Name/), 'Gina Google');
    await user.click(within(dialog).getByRole('button', { name: 'Continue with Google' }));
    expect(
      await within(dialog).findByText(
        'We could not reach the sign-in service. Check your connection and try again.',
      ),
    ).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/^Google email/)).toHaveValue('gina@example.com');
    expect(router.state.location.pathname).toBe('/login');
  });

  it('tells a signed-in user who they are', async () => {
    renderApp(null, { url: '/login', user: { email: 'learner@example.com' } });
    expect(
      await screen.findByText('You are signed in as learner@example.com.'),
    ).toBeInTheDocument();
  });
});

describe('register page', () => {
  async function fillRegistration(
    user: ReturnType<typeof renderApp>['user'],
    values: { name: string; email: string; password: string; retype: string },
  ) {
    await user.type(await screen.findByLabelText(/^Name/), values.name);
    await user.type(screen.getByLabelText(/^Email/), values.email);
    await user.type(screen.getByLabelText(/^Password/), values.password);
    await user.type(screen.getByLabelText(/^Retype password/), values.retype);
    await user.click(screen.getByRole('button', { name: 'Register' }));
  }

  it('refuses mismatched passwords with the spec message and sends nothing', async () => {
    const { user, auth, router } = renderApp(null, { url: '/register' });
    await fillRegistration(user, {
      name: 'Nina New',
      email: 'nina@example.com',
      password: 'secret-123',
      retype: 'secret-124',
    });
    expect(await screen.findByText('Your password did not macth')).toBeInTheDocument();
    expect(auth.currentUser).toBeNull();
    expect(router.state.location.pathname).toBe('/register');
    expect(screen.getByLabelText(/^Name/)).toHaveValue('Nina New');
  });

  it('registers, names the user, and lands on /', async () => {
    const { user, auth, router } = renderApp(null, { url: '/register' });
    await fillRegistration(user, {
      name: 'Nina New',
      email: 'nina@example.com',
      password: 'secret-123',
      retype: 'secret-123',
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(auth.currentUser).toMatchObject({ email: 'nina@example.com', displayName: 'Nina New' });
    // The server has her record, so that an admin can promote her.
    await waitFor(() =>
      expect(getMockDatabase().users).toContainEqual(
        expect.objectContaining({ email: 'nina@example.com', displayName: 'Nina New' }),
      ),
    );
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(await within(nav).findByRole('link', { name: 'Dashboard' })).toBeInTheDocument();
  });

  it('explains an email that is already registered', async () => {
    const { user } = renderApp(null, { url: '/register' });
    await fillRegistration(user, {
      name: 'Lena',
      email: 'learner@example.com',
      password: 'secret-123',
      retype: 'secret-123',
    });
    expect(
      await screen.findByText('An account with this email already exists. Log in instead.'),
    ).toBeInTheDocument();
  });
});
