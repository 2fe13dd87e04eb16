import { act, screen, within } from '@testing-library/react';
import { themeColors } from '../../theme/colors';
import { antdStyleText, renderApp } from '@/test/renderApp';

/*
 * The header's Dark theme button: it follows the system setting until the visitor presses it, and
 * the choice is kept for the next visit. The system setting is the browser's
 * `prefers-color-scheme` media query, emulated here.
 */

type Scheme = 'light' | 'dark';

const browserMatchMedia = window.matchMedia;

/** The system setting, as `matchMedia('(prefers-color-scheme: dark)')` reports it, changeable. */
function emulateSystemScheme(initial: Scheme) {
  let dark = initial === 'dark';
  const listeners = new Set<EventListenerOrEventListenerObject>();
  window.matchMedia = (query: string): MediaQueryList => {
    if (!query.includes('prefers-color-scheme')) return browserMatchMedia(query);
    return {
      get matches() {
        return query.includes('dark') === dark;
      },
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: (_type: string, listener: EventListenerOrEventListenerObject) => {
        listeners.add(listener);
      },
      removeEventListener: (_type: string, listener: EventListenerOrEventListenerObject) => {
        listeners.delete(listener);
      },
      dispatchEvent: () => false,
    };
  };
  return {
    change(scheme: Scheme) {
      dark = scheme === 'dark';
      const event = new Event('change');
      act(() => {
        for (const listener of listeners) {
          if (typeof listener === 'function') listener(event);
          else listener.handleEvent(event);
        }
      });
    },
  };
}

const darkThemeButton = async () =>
  within(await screen.findByRole('navigation', { name: 'Main' })).getByRole('button', {
    name: 'Dark theme',
  });

/** The page's theme, as its stylesheets read it: <html data-theme>. */
const pageTheme = () => document.documentElement.getAttribute('data-theme');

beforeEach(() => {
  window.localStorage.clear();
  document.documentElement.removeAttribute('data-theme');
});

afterEach(() => {
  window.matchMedia = browserMatchMedia;
});

describe('the Dark theme button in the header', () => {
  it('follows the system setting while the visitor has not chosen', async () => {
    const system = emulateSystemScheme('dark');
    renderApp(null, { url: '/about' });
    const toggle = await darkThemeButton();
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(pageTheme()).toBe('dark');

    system.change('light');
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    expect(pageTheme()).toBe('light');
  });

  it('switches to the dark theme when pressed, and keeps it for the next visit', async () => {
    const system = emulateSystemScheme('light');
    const { user, unmount } = renderApp(null, { url: '/about' });
    const toggle = await darkThemeButton();
    expect(toggle).toHaveAttribute('aria-pressed', 'false');

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(pageTheme()).toBe('dark');
    // The choice overrides the system setting from now on.
    system.change('dark');
    system.change('light');
    expect(toggle).toHaveAttribute('aria-pressed', 'true');

    unmount();
    document.documentElement.removeAttribute('data-theme');
    renderApp(null, { url: '/' });
    expect(await darkThemeButton()).toHaveAttribute('aria-pressed', 'true');
    expect(pageTheme()).toBe('dark');
  });

  it('switches back to light, against a dark system setting, with the keyboard', async () => {
    emulateSystemScheme('dark');
    const { user, unmount } = renderApp(null, { url: '/about' });
    const toggle = await darkThemeButton();
    expect(toggle).toHaveAttribute('aria-pressed', 'true');

    toggle.focus();
    await user.keyboard('{Enter}');
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    expect(pageTheme()).toBe('light');

    unmount();
    renderApp(null, { url: '/about' });
    expect(await darkThemeButton()).toHaveAttribute('aria-pressed', 'false');
  });

  it('sets the browser UI colour to the header of the theme shown', async () => {
    emulateSystemScheme('light');
    const meta = document.createElement('meta');
    meta.name = 'theme-color';
    document.head.append(meta);
    // The stylesheet generated from colors.ts; jsdom loads no bundled CSS.
    const style = document.createElement('style');
    style.textContent = `:root{--color-theme-color:${themeColors.light.themeColor}}:root[data-theme=dark]{--color-theme-color:${themeColors.dark.themeColor}}`;
    document.head.append(style);
    try {
      const { user } = renderApp(null, { url: '/about' });
      const toggle = await darkThemeButton();
      expect(meta.content).toBe(themeColors.light.themeColor);
      await user.click(toggle);
      expect(meta.content).toBe(themeColors.dark.themeColor);
    } finally {
      meta.remove();
      style.remove();
    }
  });

  it('switches the pages built with Ant Design to its dark theme', async () => {
    emulateSystemScheme('light');
    const { user } = renderApp(null, {
      url: '/dashboard/givereview',
      user: { email: 'learner@example.com' },
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Give a Review About our product' }),
    ).toBeInTheDocument();
    // The CSS variables antd has written for the page (its theme's colours).
    const antdVariables = () => antdStyleText().replace(/\s/g, '');
    const darkSurface = `--ant-color-bg-container:${themeColors.dark.surface}`;
    expect(antdVariables()).not.toContain(darkSurface);

    await user.click(await darkThemeButton());
    expect(antdVariables()).toContain(darkSurface);
  });
});
