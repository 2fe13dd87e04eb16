import type { ReactElement } from 'react';
import { render, type RenderResult } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { createMemoryRouter, type RouteObject } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from '@/app/AppProviders';
import { AntdShell } from '@/app/AntdShell';
import { routes } from '@/app/routes';
import { makeStore, type AppStore } from '@/app/store';
import type { AppServices } from '@/shared/services/services';
import { SEED_ACCOUNTS } from '../../mocks/seed/accounts';
import { InMemoryAuthClient } from './inMemoryAuthClient';
import { InMemoryEmailSender } from './inMemoryEmailSender';
import { createCardPaymentProvider } from '@/shared/services/payments/createCardPaymentProvider';

export interface RenderAppOptions {
  /** The URL the app starts at. */
  url?: string;
  /** Signed in as this user from the start; the seeded accounts carry their server roles. */
  user?: { email: string; displayName?: string | null; photoURL?: string | null };
  /** Replace any service with a test double of its interface. */
  services?: Partial<AppServices>;
}

export interface RenderAppResult extends RenderResult {
  store: AppStore;
  auth: InMemoryAuthClient;
  email: InMemoryEmailSender;
  router: ReturnType<typeof createMemoryRouter>;
  user: UserEvent;
}

/**
 * Renders the app with a fresh store, in-memory auth and a memory router. Without `ui` the whole
 * app's routes render at `url`; with `ui`, that element renders at `url` inside the same providers.
 */
export function renderApp(
  ui: ReactElement | null,
  options: RenderAppOptions = {},
): RenderAppResult {
  const { url = '/', user, services: overrides } = options;
  const auth = new InMemoryAuthClient({
    accounts: SEED_ACCOUNTS.map(({ email, password, displayName }) => ({
      email,
      password,
      displayName,
    })),
    signedInAs: user,
  });
  const email = new InMemoryEmailSender();
  const services: AppServices = {
    auth,
    email,
    // The offline test card form is the real provider of development builds, not a fake.
    payments: createCardPaymentProvider({ provider: 'test-card', publishableKey: 'pk_test_jest' }),
    ...overrides,
  };
  const store = makeStore({ services });
  // A single element gets the Ant Design context its route would have (AntdShell).
  const testRoutes: RouteObject[] = ui
    ? [{ Component: AntdShell, children: [{ path: '*', element: ui }] }]
    : routes;
  const router = createMemoryRouter(testRoutes, { initialEntries: [url] });
  const result = render(
    <AppProviders store={store} services={services}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...result, store, auth, email, router, user: userEvent.setup() };
}
