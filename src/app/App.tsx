import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from './AppProviders';
import { yieldToMain } from '@/shared/lib/yieldToMain';
import { routes } from './routes';
import type { AppStore } from './store';
import type { AppServices } from '@/shared/services/services';
import type { ServedPageHydration } from '@/shared/components/hydration/HydrateWhenVisible';

export type AppRouter = ReturnType<typeof createBrowserRouter>;

type LazyRoute = Extract<NonNullable<RouteObject['lazy']>, (...args: never[]) => unknown>;
/** What a lazy route gives once loaded: its component and the rest of its route object. */
type LoadedRoute = Awaited<ReturnType<LazyRoute>>;

/**
 * A new table of routes in which each route of `loaded` carries what it loaded instead of loading
 * it again; `table` itself is left as it is.
 */
function withLoadedRoutes(
  table: readonly RouteObject[],
  loaded: ReadonlyMap<RouteObject, LoadedRoute>,
): RouteObject[] {
  return table.map((route): RouteObject => {
    const parts = loaded.get(route);
    const own = parts ? { ...parts, lazy: undefined } : {};
    if (route.index || !route.children) return { ...route, ...own };
    return { ...route, ...own, children: withLoadedRoutes(route.children, loaded) };
  });
}

/**
 * The browser router over every route. With `loadMatchedRoutes`, the lazy routes matching the
 * current URL are loaded first, so that the first render equals the prerendered page it hydrates.
 */
export async function createAppRouter({
  loadMatchedRoutes,
}: {
  loadMatchedRoutes: boolean;
}): Promise<AppRouter> {
  if (!loadMatchedRoutes) return createBrowserRouter([...routes]);
  const matches = matchRoutes([...routes], window.location) ?? [];
  // Loaded in parallel.
  const loading = matches.map(async ({ route }) =>
    typeof route.lazy === 'function' ? ([route, await route.lazy()] as const) : null,
  );
  const loaded = new Map<RouteObject, LoadedRoute>();
  for (const entry of await Promise.all(loading)) if (entry) loaded.set(...entry);
  // The page's modules were just evaluated: create the router in a task of its own.
  await yieldToMain();
  // Hydrating the page the visitor is already reading: the router leaves the scroll position alone
  // (empty hydration data; no route has a loader) instead of jumping back to the top.
  return createBrowserRouter(withLoadedRoutes(routes, loaded), { hydrationData: {} });
}

/** The whole app in the browser: providers around the router. */
export function App({
  store,
  services,
  router,
  servedPage,
}: {
  store: AppStore;
  services: AppServices;
  router: AppRouter;
  servedPage?: ServedPageHydration;
}) {
  return (
    <AppProviders store={store} services={services} servedPage={servedPage}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
