import { screen, within } from '@testing-library/react';
import { renderApp } from '@/test/renderApp';

describe('site header', () => {
  it('navigates with the header links', async () => {
    const { user, router } = renderApp(null, { url: '/' });
    const nav = await screen.findByRole('navigation', { name: 'Main' });

    await user.click(within(nav).getByRole('link', { name: 'About' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'About us' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/about');

    await user.click(within(nav).getByRole('link', { name: 'Contact' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Contact us' }),
    ).toBeInTheDocument();

    await user.click(within(nav).getByRole('link', { name: 'Login' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Login' })).toBeInTheDocument();

    await user.click(within(nav).getByRole('link', { name: 'Home' }));
    expect(router.state.location.pathname).toBe('/');
  });

  it('shows Login and hides Dashboard and Instructor to visitors', async () => {
    renderApp(null, { url: '/about' });
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Login' })).toBeInTheDocument();
    expect(within(nav).queryByRole('link', { name: 'Dashboard' })).not.toBeInTheDocument();
    expect(within(nav).queryByRole('link', { name: 'Instructor' })).not.toBeInTheDocument();
  });

  it('shows Dashboard and a Logout button to a signed-in learner, and logs out', async () => {
    const { user } = renderApp(null, {
      url: '/about',
      user: { email: 'learner@example.com', displayName: 'Lena Learner' },
    });
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    expect(await within(nav).findByRole('link', { name: 'Dashboard' })).toBeInTheDocument();
    expect(within(nav).queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
    expect(within(nav).queryByRole('link', { name: 'Instructor' })).not.toBeInTheDocument();

    await user.click(within(nav).getByRole('button', { name: 'Logout' }));
    expect(await within(nav).findByRole('link', { name: 'Login' })).toBeInTheDocument();
    expect(within(nav).queryByRole('link', { name: 'Dashboard' })).not.toBeInTheDocument();
  });

  it('says why when logging out fails, and keeps the learner signed in', async () => {
    const { user, auth } = renderApp(null, {
      url: '/about',
      user: { email: 'learner@example.com', displayName: 'Lena Learner' },
    });
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    auth.failNextWith('auth/network-request-failed');
    await user.click(await within(nav).findByRole('button', { name: 'Logout' }));
    expect(
      await screen.findByText(
        'We could not reach the sign-in service. Check your connection and try again.',
      ),
    ).toBeInTheDocument();
    expect(within(nav).getByRole('button', { name: 'Logout' })).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Dashboard' })).toBeInTheDocument();
  });

  it('shows the Instructor link to a teacher', async () => {
    renderApp(null, { url: '/about', user: { email: 'teacher@example.com' } });
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    expect(await within(nav).findByRole('link', { name: 'Instructor' })).toHaveAttribute(
      'href',
      '/instructor',
    );
  });

  it('toggles the small-screen menu button', async () => {
    const { user } = renderApp(null, { url: '/about' });
    const toggle = await screen.findByRole('button', { name: 'Open menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(screen.getByRole('button', { name: 'Close menu' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  });

  it('closes the small-screen menu with Escape and puts focus back on its button', async () => {
    const { user } = renderApp(null, { url: '/about' });
    await user.click(await screen.findByRole('button', { name: 'Open menu' }));
    await user.tab();
    await user.keyboard('{Escape}');
    const toggle = screen.getByRole('button', { name: 'Open menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
  });

  it('closes the small-screen menu after following one of its links, focus back on its button', async () => {
    const { user } = renderApp(null, { url: '/about' });
    await user.click(await screen.findByRole('button', { name: 'Open menu' }));
    // Home, About, then Contact.
    await user.tab();
    await user.tab();
    await user.tab();
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Contact' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Contact us' }),
    ).toBeInTheDocument();
    const toggle = screen.getByRole('button', { name: 'Open menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
  });
});

describe('site footer', () => {
  it('lists the four course categories, linking to the filtered catalogue', async () => {
    renderApp(null, { url: '/about' });
    const footer = await screen.findByRole('contentinfo');
    const categories = within(footer).getByRole('region', { name: 'Course categories' });
    const links = within(categories).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'Academic',
      'Technical',
      'Marketing',
      'Freelancing',
    ]);
    expect(links[1]).toHaveAttribute('href', '/home?category=Technical#courses');
    expect(within(footer).getByRole('img', { name: /we accept visa/i })).toBeInTheDocument();
    // Each social link's name begins with the text it shows (WCAG 2.5.3, Label in Name).
    const social = within(within(footer).getByRole('list', { name: 'Social media' }));
    for (const network of ['Facebook', 'X (Twitter)', 'LinkedIn', 'YouTube']) {
      const link = social.getByRole('link', { name: `${network} (opens in a new tab)` });
      expect(link).toHaveTextContent(new RegExp(`^${network.replace(/[()]/g, '\\$&')}`));
      expect(link).toHaveAttribute('target', '_blank');
    }
  });
});

describe('unknown routes', () => {
  it('shows Page not found, and Go Back returns home', async () => {
    const { user, router } = renderApp(null, { url: '/no/such/page' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Page not found' }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Go Back' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Learn without limits' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/home');
    expect(
      screen.queryByRole('heading', { level: 1, name: 'Page not found' }),
    ).not.toBeInTheDocument();
  });

  it('shows Page not found under the dashboard too', async () => {
    renderApp(null, { url: '/dashboard/nothing-here', user: { email: 'learner@example.com' } });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Page not found' }),
    ).toBeInTheDocument();
  });
});
