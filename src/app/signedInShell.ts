/*
 * What marks a signed-in page written at build time (./prerenderedPaths.ts), read by the entry
 * script (src/index.tsx) before anything else of the app has loaded: so nothing else lives here.
 * scripts/site/signedInScripts.ts writes the lists from the build.
 */

/** The attribute that marks a signed-in page's #root as written at build time. */
export const SIGNED_IN_SHELL_ATTRIBUTE = 'data-signed-in-shell';

/**
 * The <meta> of the app shell that lists, space-separated, the scripts every page's app runs
 * before it renders (the framework and the app); a signed-in page preloads them from its <head>.
 */
export const SIGNED_IN_SCRIPTS_META = 'signed-in-scripts';

/**
 * The <meta> of a signed-in page that lists the scripts of the auth SDK, which the app loads at
 * once when someone has signed in on this browser and the ID token it remembers no longer serves
 * (src/shared/services/auth/sessionHint.ts).
 */
export const AUTH_SDK_SCRIPTS_META = 'auth-sdk-scripts';
