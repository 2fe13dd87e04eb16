import { useState } from 'react';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from './AppProviders';
import { routes } from './routes';
import type { AppStore } from './store';
import type { AppServices } from './services';

/** The whole app in the browser: providers around the router. */
export function App({ store, services }: { store: AppStore; services: AppServices }) {
  const [router] = useState(() => createBrowserRouter(routes));
  return (
    <AppProviders store={store} services={services}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
