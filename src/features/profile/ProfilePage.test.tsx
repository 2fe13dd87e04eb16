import { act, screen, within } from '@testing-library/react';
import { renderApp } from '@/test/renderApp';

const section = (name: string) => within(screen.getByRole('region', { name }));

describe('profile page', () => {
  it("shows the signed-in user's name, email and the $100/month sample plan", async () => {
    renderApp(null, { url: '/profile', user: { email: 'learner@example.com' } });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your profile' }),
    ).toBeInTheDocument();
    expect(await section('Personal info').findByText('Lena Learner')).toBeInTheDocument();
    expect(section('Personal info').getByText('learner@example.com')).toBeInTheDocument();
    expect(section('Personal info').getByText('Learner')).toBeInTheDocument();
    expect(section('Subscription info').getByText('$100/month')).toBeInTheDocument();
    expect(section('Subscription info').getByText(/nothing is charged/)).toBeInTheDocument();
    for (const title of ['Payment info', 'Privacy settings', 'Account settings']) {
      expect(screen.getByRole('heading', { level: 2, name: title })).toBeInTheDocument();
    }
    expect(screen.queryByText('You are not signed in')).not.toBeInTheDocument();
  });

  it('never shows a signed-in user the signed-out profile while the session is restored', async () => {
    const { auth } = renderApp(null, {
      url: '/profile',
      user: { email: 'learner@example.com' },
      holdSession: true,
    });
    expect(await screen.findByText('Loading your profile…')).toBeInTheDocument();
    // Everything the page puts on screen from now on, even for a moment.
    const seen: string[] = [];
    const observer = new MutationObserver((records) => {
      for (const record of records) {
        for (const node of record.addedNodes) seen.push(node.textContent ?? '');
      }
    });
    observer.observe(document.body, { childList: true, subtree: true });
    try {
      act(() => auth.releaseSession());
      const personal = await screen.findByRole('region', { name: 'Personal info' });
      expect(await within(personal).findByText('Lena Learner')).toBeInTheDocument();
    } finally {
      observer.disconnect();
    }
    expect(seen.filter((text) => text.includes('You are not signed in'))).toEqual([]);
  });

  it('shows the photo of a user who has one and offers nothing to save', async () => {
    renderApp(null, {
      url: '/profile',
      user: {
        email: 'pat.photo@example.com',
        displayName: 'Pat Photo',
        photoURL: 'https://example.com/pat.png',
      },
    });
    const photo = await screen.findByRole('img', { name: 'Pat Photo' });
    expect(photo).toHaveAttribute('src', 'https://example.com/pat.png');
    const main = within(screen.getByRole('main'));
    expect(main.queryByRole('textbox')).not.toBeInTheDocument();
    expect(main.queryByRole('button', { name: /save/i })).not.toBeInTheDocument();
  });

  it('shows placeholders and a way to log in to visitors', async () => {
    const { user, router } = renderApp(null, { url: '/profile' });
    expect(await screen.findByText('You are not signed in')).toBeInTheDocument();
    expect(section('Personal info').getByText('Guest visitor')).toBeInTheDocument();
    expect(section('Subscription info').getByText('$100/month')).toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'Log in to see your profile' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Login' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
  });
});
