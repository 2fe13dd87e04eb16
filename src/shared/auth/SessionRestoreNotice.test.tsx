import { screen, waitFor, within } from '@testing-library/react';
import { renderApp } from '@/test/renderApp';
import {
  SESSION_RESTORED,
  SESSION_STILL_UNREACHABLE,
  SESSION_UNREACHABLE_TITLE,
} from './SessionRestoreNotice';

const LEARNER = { email: 'learner@example.com', displayName: 'Lena Learner' };

describe('a session that cannot be restored', () => {
  it('tells a returning learner why they look signed out, and Try again restores it once the service answers, back on the page asked for', async () => {
    const { auth, router, user } = renderApp(null, {
      url: '/dashboard/myEnroll',
      user: LEARNER,
      unreachable: true,
    });

    const notice = await screen.findByRole('alert');
    expect(notice).toHaveTextContent(SESSION_UNREACHABLE_TITLE);
    expect(notice).toHaveTextContent('You have not been signed out');
    // The guard still sends them to sign in, where the notice stays above the form.
    expect(await screen.findByRole('heading', { name: 'Login', level: 1 })).toBeVisible();
    expect(router.state.location.pathname).toBe('/login');

    // Still offline: the attempt fails, says so, and the notice and its button stay.
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(SESSION_STILL_UNREACHABLE)).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Try again' })).not.toHaveAttribute(
        'aria-disabled',
      ),
    );
    expect(screen.getByText(SESSION_UNREACHABLE_TITLE)).toBeVisible();

    auth.reconnect();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(SESSION_RESTORED)).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'My Courses', level: 1 })).toBeVisible();
    expect(router.state.location.pathname).toBe('/dashboard/myEnroll');
    expect(screen.queryByText(SESSION_UNREACHABLE_TITLE)).not.toBeInTheDocument();
    expect(
      await within(screen.getByRole('navigation', { name: 'Main' })).findByRole('button', {
        name: 'Logout',
      }),
    ).toBeVisible();
  });

  it('on a public page, keeps the reader there once restored, with focus on the page, not lost with the button', async () => {
    const { auth, router, user } = renderApp(null, {
      url: '/about',
      user: LEARNER,
      unreachable: true,
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(SESSION_UNREACHABLE_TITLE);

    auth.reconnect();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(SESSION_RESTORED)).toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveFocus();
    expect(router.state.location.pathname).toBe('/about');
    expect(screen.queryByText(SESSION_UNREACHABLE_TITLE)).not.toBeInTheDocument();
  });

  it('says nothing of a session to a visitor nobody has signed in as; signing in offline says why it failed', async () => {
    const { user } = renderApp(null, { url: '/login', unreachable: true });

    expect(await screen.findByRole('heading', { name: 'Login', level: 1 })).toBeVisible();
    await user.type(screen.getByLabelText('Email'), LEARNER.email);
    await user.type(screen.getByLabelText('Password'), 'Learner#2026');
    await user.click(screen.getByRole('button', { name: 'Login' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We could not reach the sign-in service. Check your connection and try again.',
    );
    expect(screen.queryByText(SESSION_UNREACHABLE_TITLE)).not.toBeInTheDocument();
  });
});
