import { useEffect, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { ConfirmDialogs } from '@/shared/components/ConfirmDialogs';
import { FeedbackProvider } from '@/shared/components/feedback/Announcer';
import {
  ServedPageHydrationProvider,
  type ServedPageHydration,
} from '@/shared/components/hydration/HydrateWhenVisible';
import { ServicesProvider } from '@/shared/services/ServicesContext';
import { startAuthSync } from '@/shared/auth/startAuthSync';
import type { AppStore } from './store';
import type { AppServices } from '@/shared/services/services';

function AuthSync({ store, services }: { store: AppStore; services: AppServices }) {
  useEffect(() => startAuthSync(services.auth, store.dispatch), [services, store]);
  return null;
}

/**
 * Marks the page once the app has started (a prerendered page: once it is hydrated), for tests and
 * monitoring: <html data-app-ready>.
 */
function AppReadyMarker({ servedPage }: { servedPage?: ServedPageHydration }) {
  useEffect(() => {
    // Sections mounted from now on (e.g. after a navigation) render at once.
    servedPage?.end();
    document.documentElement.setAttribute('data-app-ready', '');
  }, [servedPage]);
  return null;
}

/**
 * Everything every page needs around it: the store, the services, the live regions that show and
 * announce the results of background work (useFeedback) and where confirmation dialogs open
 * (ConfirmDialogs: the site's own dialog). Ant Design's theme comes with the routes that use it
 * (AntdShell).
 */
export function AppProviders({
  store,
  services,
  servedPage,
  children,
}: {
  store: AppStore;
  services: AppServices;
  /** Hydrating the page the browser was served (src/app/startApp.tsx): its lower parts wait. */
  servedPage?: ServedPageHydration;
  children: ReactNode;
}) {
  return (
    <Provider store={store}>
      <ServicesProvider services={services}>
        <AuthSync store={store} services={services} />
        <AppReadyMarker servedPage={servedPage} />
        <ServedPageHydrationProvider value={servedPage ?? null}>
          <FeedbackProvider>
            <ConfirmDialogs>{children}</ConfirmDialogs>
          </FeedbackProvider>
        </ServedPageHydrationProvider>
      </ServicesProvider>
    </Provider>
  );
}
