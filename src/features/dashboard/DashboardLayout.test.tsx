import { screen, waitFor, within } from '@testing-library/react';
import { renderApp } from '@/test/renderApp';

const learner = { email: 'learner@example.com', displayName: 'Lena Learner' };

const linkTexts = (container: HTMLElement) =>
  within(container)
    .getAllByRole('link')
    .map((link) => link.textContent);

/** Opens the small-screen drawer (jsdom matches no media query, so the screen counts as narrow). */
async function openDrawer(user: ReturnType<typeof renderApp>['user'], item = 'My Enroll') {
  await user.click(await screen.findByRole('button', { name: 'Open dashboard menu' }));
  const drawer = await screen.findByRole('dialog');
  await within(drawer).findByText(item);
  return drawer;
}

describe('dashboard', () => {
  it('shows a welcome image and a Home link on its index', async () => {
    renderApp(null, { url: '/dashboard', user: learner });
    expect(await screen.findByText('Welcome, Lena Learner', { selector: 'h1' })).toBeVisible();
    const image = screen.getByAltText('A study desk with a laptop, ready for learning');
    expect(image).toHaveAttribute('src', '/images/dashboard-welcome.webp');
    expect(image).toHaveAttribute('width');
    expect(image).toHaveAttribute('height');
    expect(screen.getByText('Home', { selector: '.dashboard__topbar a' })).toHaveAttribute(
      'href',
      '/home',
    );
  });

  it("marks the sidebar's link to the current page", async () => {
    renderApp(null, { url: '/dashboard/myEnroll', user: learner });
    const sidebar = await screen.findByRole('navigation', { name: 'Dashboard' });
    const current = await within(sidebar).findByRole('link', { name: 'My Enroll' });
    expect(current).toHaveAttribute('aria-current', 'page');
    // The index's link is current on the index only.
    expect(within(sidebar).getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute(
      'aria-current',
    );
  });

  it('opens the drawer from the menu button, lists the learner items, and closes', async () => {
    const { user } = renderApp(null, { url: '/dashboard', user: learner });
    const drawer = await openDrawer(user);
    expect(linkTexts(drawer)).toEqual(['Dashboard', 'My Enroll', 'Review']);
    expect(within(drawer).getByText('Logout')).toBeInTheDocument();
    expect(within(drawer).queryByText('Make Admin')).not.toBeInTheDocument();

    await user.click(within(drawer).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open dashboard menu' })).toHaveFocus();
  });

  it('navigates from a drawer item and closes the drawer', async () => {
    const { user, router } = renderApp(null, { url: '/dashboard', user: learner });
    const drawer = await openDrawer(user);
    await user.click(within(drawer).getByText('Review'));
    expect(
      await screen.findByText('Give a Review About our product', { selector: 'h1' }),
    ).toBeVisible();
    expect(router.state.location.pathname).toBe('/dashboard/givereview');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('lists the non-admin items to a teacher, who assigns courses from the Instructor link', async () => {
    const { user } = renderApp(null, {
      url: '/dashboard',
      user: { email: 'teacher@example.com', displayName: 'Tom Teacher' },
    });
    const drawer = await openDrawer(user);
    expect(linkTexts(drawer)).toEqual(['Dashboard', 'My Enroll', 'Review']);
    expect(await screen.findByRole('link', { name: 'Instructor' })).toHaveAttribute(
      'href',
      '/instructor',
    );
  });

  it('lists the admin items to an admin', async () => {
    const { user } = renderApp(null, { url: '/dashboard', user: { email: 'admin@example.com' } });
    const drawer = await openDrawer(user, 'Make Admin');
    expect(linkTexts(drawer)).toEqual([
      'Dashboard',
      'Make Admin',
      'All Enroll',
      'Manage Course',
      'Add Course',
      'Add Teacher',
      'Outbox',
    ]);
    expect(within(drawer).getByText('Logout')).toBeInTheDocument();
  });

  it('logs out from the sidebar and goes home', async () => {
    const { user, router, auth } = renderApp(null, { url: '/dashboard', user: learner });
    const drawer = await openDrawer(user);
    await user.click(within(drawer).getByText('Logout'));

    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
    await waitFor(() => expect(auth.currentUser).toBeNull());
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(await within(nav).findByText('Login')).toBeInTheDocument();
  });

  it('says why when logging out from the sidebar fails, and stays on the dashboard', async () => {
    const { user, router, auth } = renderApp(null, { url: '/dashboard', user: learner });
    const drawer = await openDrawer(user);
    auth.failNextWith('auth/network-request-failed');
    await user.click(within(drawer).getByText('Logout'));

    expect(
      await screen.findByText(
        'We could not reach the sign-in service. Check your connection and try again.',
      ),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(auth.currentUser).not.toBeNull();
  });
});
