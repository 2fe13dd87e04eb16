import type { ReactElement, ReactNode } from 'react';
import { render, type RenderResult } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { ConfigProvider } from 'antd';
import { StyleProvider } from '@ant-design/cssinjs';
import { createMemoryRouter, type RouteObject } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from '../app/AppProviders';
import { AntdShell } from '../app/AntdShell';
import { routes } from '../app/routes';
import { makeStore, type AppStore } from '../app/store';
import type { AppServices } from '../app/services';
import { SEED_ACCOUNTS } from '../../mocks/seed/accounts';
import { InMemoryAuthClient } from './inMemoryAuthClient';
import { InMemoryEmailSender } from './inMemoryEmailSender';
import { createCardPaymentProvider } from '../lib/payments/createCardPaymentProvider';

/**
 * Ant Design as tests meet it, the same for every test (tests set no timeouts and never wait for
 * antd): no motion, so dialogs, drawers, messages and dropdowns open and close at once, within the
 * same act() as the event that caused them; and its CSS-in-JS styles are generated but not
 * inserted into jsdom's document (cssinjs's test mode). jsdom resolves every style rule in the
 * document for each getComputedStyle call, which Testing Library makes for every ancestor of every
 * element it checks for visibility (role queries, user-event's pointer-events check): with antd's
 * thousands of rules in the page that took seconds per query. The app's own CSS is not loaded
 * under jest either (identity-obj-proxy), so what a test sees is the markup, its inline styles and
 * its ARIA; how the page looks is the Playwright suites' part.
 */
const antdStyles = document.createElement('div');

export function AntdInJsdom({ children }: { children: ReactNode }) {
  return (
    <StyleProvider container={antdStyles}>
      <ConfigProvider theme={{ token: { motion: false } }}>{children}</ConfigProvider>
    </StyleProvider>
  );
}

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
    <AntdInJsdom>
      <AppProviders store={store} services={services}>
        <RouterProvider router={router} />
      </AppProviders>
    </AntdInJsdom>,
  );
  return { ...result, store, auth, email, router, user: userEvent.setup() };
}
