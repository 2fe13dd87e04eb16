import { createBrowserRouter, matchRoutes } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from './AppProviders';
import { yieldToMain } from '@/shared/lib/yieldToMain';
import { routes } from './routes';
import type { AppStore } from './store';
import type { AppServices } from '@/shared/services/services';
import type { ServedPageHydration } from '@/shared/components/hydration/HydrateWhenVisible';

export type AppRouter = ReturnType<typeof createBrowserRouter>;

/**
 * The browser router over every route. With `loadMatchedRoutes`, the lazy routes matching the
 * current URL are loaded first, so that the first render equals the prerendered page it hydrates.
 */
export async function createAppRouter({
  loadMatchedRoutes,
}: {
  loadMatchedRoutes: boolean;
}): Promise<AppRouter> {
  if (loadMatchedRoutes) {
    const matches = matchRoutes(routes, window.location) ?? [];
    // Loaded in parallel, applied in route order.
    const modules = matches.map(({ route }) =>
      typeof route.lazy === 'function' ? route.lazy() : undefined,
    );
    for (const [index, { route }] of matches.entries()) {
      const loaded = await modules[index];
      if (loaded) Object.assign(route, { ...loaded, lazy: undefined });
    }
    // The page's modules were just evaluated: create the router in a task of its own.
    await yieldToMain();
  }
  // Hydrating the page the visitor is already reading: the router leaves the scroll position alone
  // (empty hydration data; no route has a loader) instead of jumping back to the top.
  return createBrowserRouter(routes, loadMatchedRoutes ? { hydrationData: {} } : undefined);
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
