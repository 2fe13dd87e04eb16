import { configureStore } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import { api } from '@/shared/api/api';
import type { AppServices } from '@/shared/services/services';
import { rootReducer, type RootState } from '@/shared/state';
import { initialAuthState } from '@/shared/auth/authSlice';

export interface MakeStoreOptions {
  services: AppServices;
  preloadedState?: Partial<RootState>;
}

/**
 * Builds a fresh store; the app makes one, each test makes its own. Auth starts loading, with a
 * session expected when the auth service remembers one in this browser.
 */
export function makeStore({ services, preloadedState }: MakeStoreOptions) {
  const store = configureStore({
    reducer: rootReducer,
    preloadedState: {
      auth: { ...initialAuthState, sessionExpected: services.auth.expectsSession() },
      ...preloadedState,
    },
    middleware: (getDefault) =>
      getDefault({
        thunk: { extraArgument: services },
        // The API cache holds plain server JSON; walking a 10,000-course catalogue on every action
        // in development checks would only slow the app down.
        serializableCheck: { ignoredPaths: [api.reducerPath] },
        immutableCheck: { ignoredPaths: [api.reducerPath] },
      }).concat(api.middleware),
  });
  setupListeners(store.dispatch);
  return store;
}

export type AppStore = ReturnType<typeof makeStore>;
