import { themeColors } from './colors';
import { COLOR_SCHEME_STORAGE_KEY } from './colorScheme';
import { colorSchemeScript } from './colorSchemeScript';

/*
 * The page shell's inline script, run as the browser runs it in <head>: it picks the theme before
 * the first paint, from the visitor's choice or else the system setting.
 */

const browserMatchMedia = window.matchMedia;

function systemPrefers(scheme: 'light' | 'dark'): void {
  window.matchMedia = (query: string) => ({
    ...browserMatchMedia(query),
    matches: query === '(prefers-color-scheme: dark)' && scheme === 'dark',
  });
}

/** Runs the script in this page's global scope, as the shell's <script> element does (jsdom runs none). */
const runScript = (): void => new Function(colorSchemeScript())();

let meta: HTMLMetaElement;

beforeEach(() => {
  window.localStorage.clear();
  document.documentElement.removeAttribute('data-theme');
  meta = document.createElement('meta');
  meta.name = 'theme-color';
  meta.content = themeColors.light.themeColor;
  document.head.append(meta);
});

afterEach(() => {
  meta.remove();
  window.matchMedia = browserMatchMedia;
  jest.restoreAllMocks();
});

describe('the colour scheme script of the page shell', () => {
  it('follows the system setting when the visitor has not chosen', () => {
    systemPrefers('dark');
    runScript();
    expect(document.documentElement).toHaveAttribute('data-theme', 'dark');
    expect(meta.content).toBe(themeColors.dark.themeColor);

    systemPrefers('light');
    runScript();
    expect(document.documentElement).toHaveAttribute('data-theme', 'light');
    expect(meta.content).toBe(themeColors.light.themeColor);
  });

  it('shows the theme the visitor chose, whatever the system says', () => {
    systemPrefers('light');
    window.localStorage.setItem(COLOR_SCHEME_STORAGE_KEY, 'dark');
    runScript();
    expect(document.documentElement).toHaveAttribute('data-theme', 'dark');

    systemPrefers('dark');
    window.localStorage.setItem(COLOR_SCHEME_STORAGE_KEY, 'light');
    runScript();
    expect(document.documentElement).toHaveAttribute('data-theme', 'light');
    expect(meta.content).toBe(themeColors.light.themeColor);
  });

  it('ignores a stored value it does not know, and storage the browser refuses', () => {
    systemPrefers('dark');
    window.localStorage.setItem(COLOR_SCHEME_STORAGE_KEY, 'sepia');
    runScript();
    expect(document.documentElement).toHaveAttribute('data-theme', 'dark');

    jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('Storage is disabled', 'SecurityError');
    });
    systemPrefers('light');
    runScript();
    expect(document.documentElement).toHaveAttribute('data-theme', 'light');
  });

  it('is one line of plain script, so that its hash in the policy matches the page', () => {
    expect(colorSchemeScript()).not.toMatch(/[\n<]/);
  });
});
