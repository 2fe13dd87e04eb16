import type { RouteObject } from 'react-router';
import { createAppRouter } from './App';
import { routes } from './routes';

/** The route at `path` (relative, as the table writes it), searched through the whole tree. */
function routeAt(table: readonly RouteObject[], path: string): RouteObject | undefined {
  for (const route of table) {
    if (route.path === path) return route;
    const found = route.children && routeAt(route.children, path);
    if (found) return found;
  }
  return undefined;
}

describe('the browser router', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('starts with the page at the address loaded, in a table of its own: the route table is not changed', async () => {
    window.history.replaceState(null, '', '/about');
    const router = await createAppRouter({ loadMatchedRoutes: true });
    try {
      const loaded = routeAt(router.routes, 'about');
      expect(loaded?.lazy).toBeUndefined();
      // The router makes the page's component its element.
      expect(loaded?.element).toBeDefined();
      const inTable = routeAt(routes, 'about');
      expect(inTable?.lazy).toEqual(expect.any(Function));
      expect(inTable?.Component).toBeUndefined();
      expect(Object.isFrozen(routes)).toBe(true);
      expect(Object.isFrozen(inTable)).toBe(true);
    } finally {
      router.dispose();
    }
  });
});
