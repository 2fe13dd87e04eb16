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
