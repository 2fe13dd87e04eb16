import { combineReducers, configureStore } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import { useDispatch, useSelector } from 'react-redux';
import { api } from '@/shared/api/api';
import { authReducer, authSliceName } from '@/shared/auth/authSlice';
import type { AppServices } from '@/shared/services/services';

const rootReducer = combineReducers({
  [authSliceName]: authReducer,
  [api.reducerPath]: api.reducer,
});

export type RootState = ReturnType<typeof rootReducer>;

export interface MakeStoreOptions {
  services: AppServices;
  preloadedState?: Partial<RootState>;
}

/** Builds a fresh store; the app makes one, each test makes its own. */
export function makeStore({ services, preloadedState }: MakeStoreOptions) {
  const store = configureStore({
    reducer: rootReducer,
    preloadedState,
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
export type AppDispatch = AppStore['dispatch'];

export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();
