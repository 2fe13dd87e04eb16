import { SITE_PAGES, type SitePage } from '@/shared/routing/siteMap';

/**
 * The pages written as HTML files at build time (src/prerender.tsx): every page a visitor can open
 * signed out. Plain data, so that the build scripts and the end-to-end tests can read it too.
 */
export const PRERENDERED_PATHS = [
  '/',
  '/home',
  '/about',
  '/contact',
  '/teacher',
  '/profile',
  '/login',
  '/register',
] as const;

/**
 * The signed-in pages written at build time as a returning user first sees them, before the
 * sign-in is confirmed (src/shared/auth/guards.tsx, WhilePending): every page of the table
 * (src/shared/routing/siteMap.ts) that needs a signed-in user and has a fixed path. The browser
 * hydrates one only where a session is expected; anyone else gets it rendered from scratch.
 */
export const SIGNED_IN_SHELL_PATHS: readonly string[] = (Object.values(SITE_PAGES) as SitePage[])
  .filter((page) => page.access !== 'everyone' && !page.path.includes(':'))
  .map((page) => page.path);

export { SIGNED_IN_SHELL_ATTRIBUTE } from './signedInShell';
