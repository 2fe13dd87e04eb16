/*
 * The entry script is tiny on purpose: the page (prerendered HTML and CSS) paints first, then the
 * app, React and the router load and hydrate it. Nothing heavy runs before the first paint.
 */
import '@/shared/theme/colors?css';
import '@/app/global.css';
import { yieldToMain } from '@/shared/lib/yieldToMain';
import { AUTH_SDK_SCRIPTS_META, SIGNED_IN_SHELL_ATTRIBUTE } from '@/app/signedInShell';
import { sessionHint } from '@/shared/services/auth/sessionHint';

/** Resolves once the browser has painted the page (or after a short wait where it cannot tell). */
const afterFirstPaint = (): Promise<void> =>
  new Promise((resolve) => {
    const fallback = setTimeout(resolve, 300);
    if (typeof PerformanceObserver === 'undefined') return;
    if (!PerformanceObserver.supportedEntryTypes.includes('paint')) return;
    new PerformanceObserver((list, observer) => {
      if (list.getEntries().length === 0) return;
      observer.disconnect();
      clearTimeout(fallback);
      resolve();
    }).observe({ type: 'paint', buffered: true });
  });

/**
 * Loads the app. The framework (React DOM, the router, Redux Toolkit) is downloaded in parallel
 * and evaluated one package per task, with a yield between, so that starting the app never blocks
 * input for long; then the app itself, which finds them ready. Even the requests are started one
 * per task: adding a script element costs the main thread a little each, and five in a row added up
 * to a blocking task on a slow phone.
 */
async function loadApp() {
  // webpackExports: only evaluate here; tree shaking keeps to what the app itself imports.
  const requests = [
    () =>
      import(
        /* webpackChunkName: "react-dom", webpackExports: ["hydrateRoot"] */ 'react-dom/client'
      ),
    () =>
      import(
        /* webpackChunkName: "router", webpackExports: ["createBrowserRouter"] */ 'react-router'
      ),
    () =>
      import(
        /* webpackChunkName: "redux", webpackExports: ["createApi"] */ '@reduxjs/toolkit/query/react'
      ),
  ];
  const framework: Promise<unknown>[] = [];
  for (const request of requests) {
    framework.push(request());
    await yieldToMain();
  }
  for (const evaluated of framework) {
    await evaluated;
    await yieldToMain();
  }
  return import(/* webpackChunkName: "app" */ '@/app/startApp');
}

/**
 * A returning user's signed-in page whose remembered ID token has expired shows its content once
 * Firebase Auth has restored the session, and the app asks for the SDK only once it has started.
 * The page lists the SDK's scripts (scripts/site/signedInScripts.ts): asked for now, they arrive
 * while the framework and the app load (which the page's <head> preloads). Not while the
 * remembered token serves (the SDK then starts when it is needed, or after the person first acts
 * on the page: src/shared/services/auth/firebaseAuthClient.ts), nor for a visitor nobody has
 * signed in as here (the SDK then loads only if they sign in).
 */
function preloadAuthSdk(root: HTMLElement | null): void {
  if (!root?.hasAttribute(SIGNED_IN_SHELL_ATTRIBUTE) || !sessionHint.present()) return;
  if (sessionHint.usableToken()) return;
  const listed = document.querySelector<HTMLMetaElement>(`meta[name="${AUTH_SDK_SCRIPTS_META}"]`);
  for (const href of listed?.content.split(/\s+/) ?? []) {
    if (!href) continue;
    const link = document.createElement('link');
    link.rel = 'preload';
    link.as = 'script';
    link.href = href;
    document.head.append(link);
  }
}

const root = document.getElementById('root');
preloadAuthSdk(root);
// Only a prerendered page has something to paint before the app; the app shell does not wait.
const prerendered = root?.firstElementChild != null;

void (prerendered ? afterFirstPaint() : Promise.resolve())
  .then(loadApp)
  .then(({ startApp }) => startApp())
  .catch((error: unknown) => {
    // Most often a script that could not be downloaded: say so instead of a dead page.
    console.error(error);
    const notice = document.createElement('p');
    notice.setAttribute('role', 'alert');
    notice.className = 'app-load-error';
    notice.textContent =
      'The site could not finish loading. Check your connection and reload the page.';
    document.body.prepend(notice);
  });
