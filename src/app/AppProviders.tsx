import { useEffect, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { App as AntApp, ConfigProvider } from 'antd';
import { productTheme } from './theme';
import { ServicesProvider } from './ServicesContext';
import { startAuthSync } from './auth/startAuthSync';
import type { AppStore } from './store';
import type { AppServices } from './services';

function AuthSync({ store, services }: { store: AppStore; services: AppServices }) {
  useEffect(() => startAuthSync(services.auth, store.dispatch), [services, store]);
  return null;
}

/** Everything a page needs around it: the store, the services, the theme and message context. */
export function AppProviders({
  store,
  services,
  children,
}: {
  store: AppStore;
  services: AppServices;
  children: ReactNode;
}) {
  return (
    <Provider store={store}>
      <ServicesProvider services={services}>
        <ConfigProvider theme={productTheme}>
          <AntApp component={false}>
            <AuthSync store={store} services={services} />
            {children}
          </AntApp>
        </ConfigProvider>
      </ServicesProvider>
    </Provider>
  );
}
