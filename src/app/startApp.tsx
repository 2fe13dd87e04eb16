import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createServedPageHydration } from '@/shared/components/hydration/HydrateWhenVisible';
import { watchInputBeforeHydration } from '@/shared/components/hydration/inputBeforeHydration';
import { App, createAppRouter } from './App';
import { getAppConfig } from '@/shared/config/appConfig';
import { ConfigError, type AppConfig } from '@/shared/config/config';
import { createServices } from './createServices';
import { makeStore } from './store';
import { preloadData, readPreloadedData } from './preloadedData';
import { SIGNED_IN_SHELL_ATTRIBUTE } from './prerenderedPaths';
import { yieldToMain } from '@/shared/lib/yieldToMain';

declare const __API_MOCKING__: boolean;

function showConfigError(container: HTMLElement, error: ConfigError): void {
  const heading = document.createElement('h1');
  heading.textContent = 'This build of the site is misconfigured';
  const list = document.createElement('ul');
  for (const problem of error.problems) {
    const item = document.createElement('li');
    item.textContent = problem;
    list.append(item);
  }
  container.replaceChildren(heading, list);
}

/** Starts the app in the page's #root: hydrates a prerendered page, renders any other. */
export async function startApp(): Promise<void> {
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element');
  let config: AppConfig;
  try {
    config = getAppConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      showConfigError(container, error);
      return;
    }
    throw error;
  }
  if (__API_MOCKING__) {
    // By its alias name: the MSW build resolves it to the mock service worker (./apiMocking.ts).
    const { startApiMocking } = await import(/* webpackChunkName: "msw" */ '@/app/apiMocking');
    await startApiMocking({
      apiUrl: config.apiUrl,
      paymentUrl: config.paymentUrl,
      emailOrigin: config.emailjs.apiOrigin,
      projectId: config.firebase.projectId,
    });
  }
  // This module's imports (the store, the API) were evaluated in the task that loaded it.
  await yieldToMain();
  const services = createServices(config);
  // A returning user's session is restored (the SDK downloaded and started) while the page's own
  // code loads, rather than after the page has rendered (AuthSync in ./AppProviders.tsx).
  services.auth.restoreSession();
  const store = makeStore({ services });
  // A page written at build time with API answers (a course page, a purchase page) renders first
  // from them, as it was written.
  const preloaded = readPreloadedData();
  if (preloaded) preloadData(store, preloaded);
  await yieldToMain();
  // Pages prerendered at build time (src/prerender.tsx) are hydrated; the rest render from scratch.
  // A signed-in page was written as a returning user first sees it: hydrated where a session is
  // expected, rendered from scratch for anyone else (who is then sent to sign in).
  const signedInShell = container.hasAttribute(SIGNED_IN_SHELL_ATTRIBUTE);
  if (signedInShell && !store.getState().auth.sessionExpected) container.replaceChildren();
  const prerendered = container.firstElementChild !== null;
  const router = await createAppRouter({ loadMatchedRoutes: prerendered });
  // The page's modules were just evaluated: let the browser handle input before hydrating.
  await yieldToMain();
  if (prerendered) {
    // The parts of the page below the first screen hydrate as the reader nears them
    // (HydrateWhenVisible).
    const servedPage = createServedPageHydration();
    // What the visitor has typed into the page so far is kept (the forms adopt it as they hydrate).
    watchInputBeforeHydration(container);
    // A navigation within the page hydrates the sections still held back, or React would hold it
    // back until they had all come into view (see ServedPageHydration.openAll). Leaving the page,
    // they go with it.
    const servedLocation = router.state.location;
    const stopWatching = router.subscribe(({ location }) => {
      if (location === servedLocation) return;
      stopWatching();
      if (location.pathname === servedLocation.pathname) servedPage.openAll();
    });
    const app = <App store={store} services={services} router={router} servedPage={servedPage} />;
    // A transition lets React hydrate in small slices instead of one long task.
    startTransition(() => {
      hydrateRoot(container, app);
    });
  } else {
    createRoot(container).render(<App store={store} services={services} router={router} />);
  }
}
