/**
 * Build-time prerendering of the public pages (webpack's "prerender" build, run by
 * scripts/site/prerender.ts). Each page is rendered as the browser's first render will see it: auth
 * still loading, API data still loading, except the API answers a page is written with (a course
 * page's course and syllabus), which the page carries for the browser (src/app/preloadedData.ts);
 * the browser then hydrates it (src/index.tsx).
 */
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { createCache, extractStyle, StyleProvider } from '@ant-design/cssinjs';
import { AppProviders } from '@/app/AppProviders';
import { getAppConfig } from '@/shared/config/appConfig';
import { RenderedColorScheme } from '@/shared/theme/colorScheme';
import type { ColorScheme } from '@/shared/theme/colors';
import { darkThemeStyles } from '@/shared/theme/darkThemeStyles';
import { contentSecurityPolicy } from '@/app/contentSecurityPolicy';
import { createServices } from '@/app/createServices';
import { routes } from '@/app/routes';
import { makeStore } from '@/app/store';
import { api } from '@/shared/api/api';
import { initialAuthState } from '@/shared/auth/authSlice';
import { SITE_PAGES, type SitePage } from '@/shared/routing/siteMap';
import {
  headTagsHtml,
  MANAGED_HEAD_TAG,
  PageMetaReceiver,
  resolvePageMeta,
  type ResolvedPageMeta,
} from '@/shared/components/pageMeta';
import type { Course } from '@/shared/domain/entities';
import type { Curriculum } from '@/shared/domain/learning';
import { paths } from '@/shared/routing/paths';
import { preloadData, preloadedDataHtml, type PreloadedData } from '@/app/preloadedData';
import { purchasePageEntries } from '@/features/enrollment/purchasePageData';
import { coursePageEntries } from '@/features/courses/page/coursePageData';

export {
  PRERENDERED_PATHS,
  SIGNED_IN_SHELL_ATTRIBUTE,
  SIGNED_IN_SHELL_PATHS,
} from '@/app/prerenderedPaths';
export { colorSchemeScript } from '@/shared/theme/colorSchemeScript';
export { headTagsHtml, MANAGED_HEAD_TAG };

export interface PrerenderedPage {
  /** The markup of #root. */
  html: string;
  /** The head tags the page sets (title, description, canonical URL, link previews). */
  meta: ResolvedPageMeta;
  /** Ant Design's styles for the markup in both themes, as <style> elements, or ''. */
  styles: string;
  /** The API answers the page was rendered with, as a JSON data block for the browser, or ''. */
  data: string;
}

/** The configured API (the build reads the catalogue from it) and the site's public URL. */
export const buildSettings = (): { apiUrl: string; publicUrl: string } => {
  const { apiUrl, publicUrl } = getAppConfig();
  return { apiUrl, publicUrl };
};

export const prerenderPage = (path: string): Promise<PrerenderedPage> => renderPage(path);

/**
 * A signed-in page as a returning user first sees it: auth still loading with a session expected,
 * so the guards render ahead what they may (src/shared/auth/guards.tsx), the rest waits.
 */
export const prerenderSignedInShell = (path: string): Promise<PrerenderedPage> =>
  renderPage(path, { sessionExpected: true });

/**
 * The public page of `course`, with the others of its category from `catalogue` and its syllabus
 * from `curriculum` (GET /courses/{id}/curriculum).
 */
export const prerenderCoursePage = (
  course: Course,
  catalogue: readonly Course[],
  curriculum?: Curriculum,
): Promise<PrerenderedPage> =>
  renderPage(paths.coursePage(course._id), {
    data: { feature: 'courses', entries: coursePageEntries(course, catalogue, curriculum) },
  });

/**
 * The purchase page of `course` (`/{courseId}`, signed in), as a returning user first sees it: the
 * course, and its form once the sign-in is confirmed.
 */
export const prerenderPurchasePage = (course: Course): Promise<PrerenderedPage> =>
  renderPage(paths.course(course._id), {
    data: { feature: 'enrollment', entries: purchasePageEntries(course) },
    sessionExpected: true,
  });

async function renderPage(
  path: string,
  { data, sessionExpected = false }: { data?: PreloadedData; sessionExpected?: boolean } = {},
): Promise<PrerenderedPage> {
  const handler = createStaticHandler([...routes]);
  const context = await handler.query(new Request(new URL(path, 'http://prerender.local')));
  if (context instanceof Response) {
    throw new Error(`${path} answered ${context.status} instead of a page`);
  }
  if (context.errors) {
    throw new Error(`${path} failed to render: ${JSON.stringify(context.errors)}`);
  }
  const router = createStaticRouter(handler.dataRoutes, context);
  const services = createServices(getAppConfig());
  const store = makeStore({
    services,
    preloadedState: { auth: { ...initialAuthState, sessionExpected } },
  });
  if (data) preloadData(store, data);
  // The page in one colour scheme; its HTML is the same in both, only antd's styles differ.
  const render = (colorScheme: ColorScheme) => {
    const styleCache = createCache();
    const markup = renderToString(
      <RenderedColorScheme.Provider value={colorScheme}>
        <PageMetaReceiver.Provider value={(pageMeta) => (meta = pageMeta)}>
          <StyleProvider cache={styleCache}>
            <AppProviders store={store} services={services}>
              <StaticRouterProvider router={router} context={context} hydrate={false} />
            </AppProviders>
          </StyleProvider>
        </PageMetaReceiver.Provider>
      </RenderedColorScheme.Provider>,
    );
    return { markup, styles: extractStyle(styleCache) };
  };
  let meta: ResolvedPageMeta | undefined;
  const { markup: html, styles } = render('light');
  const darkStyles = styles ? darkThemeStyles(styles, render('dark').styles) : '';
  // The preloaded answers have no subscriber, so RTK Query set a timer to drop them (60 s by
  // default). Resetting the cache clears those timers; left running, they held the build's prerender
  // step open for a minute after its last page.
  store.dispatch(api.util.resetApiState());
  // A signed-in page still waiting for the sign-in shows no heading yet: the table's title names it.
  meta ??= sessionExpected ? shellMeta(path) : undefined;
  if (!meta) throw new Error(`${path} did not set a page title`);
  return {
    html,
    meta,
    styles: styles + darkStyles,
    data: data ? preloadedDataHtml(data) : '',
  };
}

function shellMeta(path: string): ResolvedPageMeta {
  const page = (Object.values(SITE_PAGES) as SitePage[]).find((entry) => entry.path === path);
  return resolvePageMeta({ title: page?.title ?? 'Dashboard', noindex: true }, path);
}

/** The Content-Security-Policy of this build (its API, payment and EmailJS origins). */
export const buildContentSecurityPolicy = (): string => contentSecurityPolicy(getAppConfig());
