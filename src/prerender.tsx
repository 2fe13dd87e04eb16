/**
 * Build-time prerendering of the public pages (webpack's "prerender" build, run by
 * scripts/prerender.ts). Each page is rendered as the browser's first render will see it: auth still
 * loading, API data still loading; the browser then hydrates it (src/index.tsx).
 */
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { createCache, extractStyle, StyleProvider } from '@ant-design/cssinjs';
import { AppProviders } from './app/AppProviders';
import { getAppConfig } from './app/appConfig';
import { contentSecurityPolicy } from './app/contentSecurityPolicy';
import { createServices } from './app/createServices';
import { routes } from './app/routes';
import { makeStore } from './app/store';
import { PageTitleReceiver } from './components/usePageTitle';

export { PRERENDERED_PATHS } from './app/prerenderedPaths';

export interface PrerenderedPage {
  /** The markup of #root. */
  html: string;
  /** The document title the page sets. */
  title: string;
  /** Ant Design's styles for the markup, as <style> elements, or ''. */
  styles: string;
}

export async function prerenderPage(path: string): Promise<PrerenderedPage> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(path, 'http://prerender.local')));
  if (context instanceof Response) {
    throw new Error(`${path} answered ${context.status} instead of a page`);
  }
  if (context.errors) {
    throw new Error(`${path} failed to render: ${JSON.stringify(context.errors)}`);
  }
  const router = createStaticRouter(handler.dataRoutes, context);
  const services = createServices(getAppConfig());
  const store = makeStore({ services });
  const styleCache = createCache();
  let title = '';
  const html = renderToString(
    <PageTitleReceiver.Provider value={(pageTitle) => (title = pageTitle)}>
      <StyleProvider cache={styleCache}>
        <AppProviders store={store} services={services}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </AppProviders>
      </StyleProvider>
    </PageTitleReceiver.Provider>,
  );
  if (!title) throw new Error(`${path} did not set a page title`);
  return { html, title, styles: extractStyle(styleCache) };
}

/** The Content-Security-Policy of this build (its API, payment and EmailJS origins). */
export const buildContentSecurityPolicy = (): string => contentSecurityPolicy(getAppConfig());
