import { createContext, useContext, useSyncExternalStore } from 'react';
import type { ColorScheme } from './colors';

/*
 * The colour theme: the visitor's choice (kept in localStorage) or else the system setting, which
 * it then follows as it changes. The page shell's script sets <html data-theme> before the first
 * paint (colorSchemeScript.ts); from then on this module keeps it, and the theme-color meta, in
 * step, and tells the components that read it (the header's toggle, Ant Design's theme).
 */

/** Where the visitor's choice of theme is kept ('light' or 'dark'; absent: follow the system). */
export const COLOR_SCHEME_STORAGE_KEY = 'learn-academy:color-scheme';

/** The attribute of <html> that says which theme shows: data-theme="light" or "dark". */
export const COLOR_SCHEME_ATTRIBUTE = 'data-theme';

const SYSTEM_PREFERS_DARK = '(prefers-color-scheme: dark)';

const isColorScheme = (value: unknown): value is ColorScheme =>
  value === 'light' || value === 'dark';

/** The choice made on this page when the browser keeps no storage (e.g. it is turned off). */
let unsavedChoice: ColorScheme | null = null;

function chosenColorScheme(): ColorScheme | null {
  try {
    const stored = window.localStorage.getItem(COLOR_SCHEME_STORAGE_KEY);
    return isColorScheme(stored) ? stored : null;
  } catch {
    return unsavedChoice;
  }
}

const systemQuery = (): MediaQueryList | null =>
  typeof window.matchMedia === 'function' ? window.matchMedia(SYSTEM_PREFERS_DARK) : null;

/** The theme that shows: the visitor's choice, or else the system's. */
export function currentColorScheme(): ColorScheme {
  return chosenColorScheme() ?? (systemQuery()?.matches ? 'dark' : 'light');
}

/** Sets <html data-theme> and the browser UI's colour (the header's, from the stylesheet). */
function applyColorScheme(scheme: ColorScheme): void {
  const root = document.documentElement;
  if (root.getAttribute(COLOR_SCHEME_ATTRIBUTE) !== scheme) {
    root.setAttribute(COLOR_SCHEME_ATTRIBUTE, scheme);
  }
  const themeColor = getComputedStyle(root).getPropertyValue('--color-theme-color').trim();
  const meta = document.querySelector('meta[name="theme-color"]');
  if (meta && themeColor) meta.setAttribute('content', themeColor);
}

const listeners = new Set<() => void>();
/** The system setting, watched while anything shows the theme. */
let watchedSystemQuery: MediaQueryList | null = null;

function update(): void {
  applyColorScheme(currentColorScheme());
  for (const listener of listeners) listener();
}

const onStorage = (event: StorageEvent): void => {
  // A choice made in another tab applies here too.
  if (event.key === COLOR_SCHEME_STORAGE_KEY || event.key === null) update();
};

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  if (listeners.size === 1) {
    watchedSystemQuery = systemQuery();
    watchedSystemQuery?.addEventListener('change', update);
    window.addEventListener('storage', onStorage);
    applyColorScheme(currentColorScheme());
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) {
      watchedSystemQuery?.removeEventListener('change', update);
      watchedSystemQuery = null;
      window.removeEventListener('storage', onStorage);
    }
  };
}

/** Shows `scheme` from now on, on every page of the site, whatever the system setting. */
export function chooseColorScheme(scheme: ColorScheme): void {
  try {
    window.localStorage.setItem(COLOR_SCHEME_STORAGE_KEY, scheme);
  } catch {
    unsavedChoice = scheme;
  }
  update();
}

/**
 * The theme a page is rendered in at build time (src/prerender.tsx renders Ant Design's styles in
 * both): a prerendered page hydrates in it, then switches to the visitor's at once.
 */
export const RenderedColorScheme = createContext<ColorScheme>('light');

/** The theme that shows, kept up to date. */
export function useColorScheme(): ColorScheme {
  const rendered = useContext(RenderedColorScheme);
  return useSyncExternalStore(subscribe, currentColorScheme, () => rendered);
}
