import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation, type Location } from 'react-router';
import { PageLoading } from '../components/feedback/PageLoading';
import { ForbiddenPage } from '../components/feedback/ForbiddenPage';
import { messages } from '../messages';
import { paths } from '../routing/paths';
import { useAppSelector } from '@/app/store';
import { selectAuth } from './authSlice';
import { useRoles } from './useRoles';

/** Where the login page sends the user back to (docs/decisions.md#sign-in-and-return). */
export interface LoginRedirectState {
  from?: string;
}

/**
 * Renders its children (or the nested route) only for a signed-in user: 'Wait please.....' while
 * auth loads, otherwise a redirect to /login that remembers where the user was going (docs/decisions.md#guards).
 */
export function RequireAuth({ children }: { children?: ReactNode }) {
  const { user, isLoading, signedOutByUser } = useAppSelector(selectAuth);
  const location = useLocation();
  if (isLoading && !user.email) return <PageLoading label={messages.waitPlease} />;
  if (!user.email && signedOutByUser) return <Navigate to={paths.home} replace />;
  if (!user.email) return <ToLogin from={location} />;
  return children ?? <Outlet />;
}

/** To the login page, which sends the visitor back to `from` (path, query and hash) afterwards. */
function ToLogin({ from }: { from: Location }) {
  const state: LoginRedirectState = { from: `${from.pathname}${from.search}${from.hash}` };
  return <Navigate to={paths.login} replace state={state} />;
}

/**
 * Renders the nested route only for users with one of the roles; others see a 403 result. The
 * server enforces the same rule; this is only what the user sees.
 */
export function RequireRole({
  anyOf,
  children,
}: {
  anyOf: readonly ('admin' | 'teacher')[];
  children?: ReactNode;
}) {
  const roles = useRoles();
  const { user, isLoading, signedOutByUser } = useAppSelector(selectAuth);
  const location = useLocation();
  if ((isLoading && !user.email) || roles.isLoading) {
    return <PageLoading label={messages.waitPlease} />;
  }
  if (!user.email && signedOutByUser) return <Navigate to={paths.home} replace />;
  if (!user.email) return <ToLogin from={location} />;
  if (!anyOf.some((role) => roles[role])) return <ForbiddenPage />;
  return children ?? <Outlet />;
}
