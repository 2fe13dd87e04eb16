/**
 * The store's state and the typed hooks to read it. The state is what the shared layer holds: the
 * signed-in user (./auth/authSlice.ts) and the one API cache, into which every feature injects its
 * endpoints (./api/api.ts). The app configures the store from this reducer (src/app/store.ts).
 */
import { combineReducers, type ThunkDispatch, type UnknownAction } from '@reduxjs/toolkit';
import { useDispatch, useSelector } from 'react-redux';
import { api } from './api/api';
import { authReducer, authSliceName } from './auth/authSlice';
import type { AppServices } from './services/services';

export const rootReducer = combineReducers({
  [authSliceName]: authReducer,
  [api.reducerPath]: api.reducer,
});

export type RootState = ReturnType<typeof rootReducer>;

/** Dispatches actions and thunks; thunks get the app's services as their extra argument. */
export type AppDispatch = ThunkDispatch<RootState, AppServices, UnknownAction>;

export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();
