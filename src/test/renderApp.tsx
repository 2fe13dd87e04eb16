import type { ReactElement, ReactNode } from 'react';
import { render, type RenderResult } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { ConfigProvider } from 'antd';
import { StyleProvider } from '@ant-design/cssinjs';
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

/**
 * Where Ant Design's CSS-in-JS writes its styles under jest: an element outside the document.
 * Every antd component carries its theme's CSS variables (hundreds of custom properties on one
 * class), and jsdom's getComputedStyle copies every property of every rule that matches: a few
 * ms per call for each element inside antd, and Testing Library calls it for an element and each
 * of its ancestors in every role query, name and visibility check, as user-event does before
 * every click. With the styles in the document a role query took seconds; outside it, jsdom sees
 * the markup, inline styles and ARIA, as it already does for the app's own CSS (not loaded under
 * jest). How pages look is the Playwright suites' part; so a component must not rely on a
 * stylesheet alone to take something out of the page (a closed drawer is removed, not hidden).
 */
const antdStyles = document.createElement('div');

/** The CSS antd has written for what is rendered (its theme's variables, its components' rules). */
export const antdStyleText = (): string =>
  Array.from(antdStyles.children, (style) => style.textContent ?? '').join('');

/**
 * Ant Design as every test meets it: no motion, so dialogs, drawers and dropdowns open and close
 * at once (within the act() of the event that caused them, nothing to wait for), and its styles
 * kept out of jsdom's document (above).
 */
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
  /** The session stays unknown until `auth.releaseSession()` (InMemoryAuthOptions.holdSession). */
  holdSession?: boolean;
  /** The sign-in service is out of reach (InMemoryAuthOptions.unreachable). */
  unreachable?: boolean;
  /** Replace any service with a test double of its interface. */
  services?: Partial<AppServices>;
  /** user-event's options, e.g. `advanceTimers` for a test on jest's fake timers. */
  userEvent?: Parameters<typeof userEvent.setup>[0];
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
  const { url = '/', user, holdSession, unreachable, services: overrides } = options;
  const userEventOptions = options.userEvent;
  const auth = new InMemoryAuthClient({
    accounts: SEED_ACCOUNTS.map(({ email, password, displayName }) => ({
      email,
      password,
      displayName,
    })),
    signedInAs: user,
    holdSession,
    unreachable,
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
    : [...routes];
  const router = createMemoryRouter(testRoutes, { initialEntries: [url] });
  const result = render(
    <AntdInJsdom>
      <AppProviders store={store} services={services}>
        <RouterProvider router={router} />
      </AppProviders>
    </AntdInJsdom>,
  );
  return { ...result, store, auth, email, router, user: userEvent.setup(userEventOptions) };
}
