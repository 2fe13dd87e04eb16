import { createContext, useContext, type ReactNode } from 'react';
import { Navigate, Outlet, useLocation, type Location } from 'react-router';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { PageLoading } from '../components/feedback/PageLoading';
import { ForbiddenPage } from '../components/feedback/ForbiddenPage';
import { messages } from '../messages';
import { paths } from '../routing/paths';
import { isSessionPending } from './authSlice';
import { useShownSession } from './useAuth';
import { useRoles } from './useRoles';

/** Where the login page sends the user back to (docs/decisions.md#sign-in-and-return). */
export interface LoginRedirectState {
  from?: string;
}

/**
 * What a guard does while it cannot tell yet whether the user may see its page: 'wait' shows
 * 'Wait please.....'; 'render' renders the page ahead when a session is expected (a returning user:
 * authSlice's sessionExpected), with useAccessPending() true until the guard knows. A page rendered
 * ahead shows what needs no user (its frame, its heading) and waits with the rest: it asks the API
 * nothing while access is pending. A prerendered signed-in page (src/prerender.tsx) is this render.
 */
export type WhilePending = 'wait' | 'render';

const AccessPending = createContext(false);

/** True while a guard renders its page ahead of knowing that the user may see it. */
export const useAccessPending = (): boolean => useContext(AccessPending);

/**
 * A query's argument for a page that may render ahead: `skipToken` (ask nothing) while access is
 * pending, the argument once the guard has let the user through.
 */
export function useAllowedQueryArg<T>(arg: T): T | typeof skipToken {
  return useAccessPending() ? skipToken : arg;
}

/**
 * The page, ahead (`pending`) or for good. Both the same element, so that the page rendered ahead
 * stays mounted (its DOM, its state) when the guard lets it through.
 */
function Guarded({ pending, children }: { pending: boolean; children?: ReactNode }) {
  return <AccessPending.Provider value={pending}>{children ?? <Outlet />}</AccessPending.Provider>;
}

/**
 * Renders its children (or the nested route) only for a signed-in user: 'Wait please.....' while
 * auth loads (or the page ahead, see WhilePending), otherwise a redirect to /login that remembers
 * where the user was going (docs/decisions.md#guards).
 */
export function RequireAuth({
  children,
  whilePending = 'wait',
}: {
  children?: ReactNode;
  whilePending?: WhilePending;
}) {
  // The session as the page shows it (useShownSession), so that the page and the header change together.
  const session = useShownSession();
  const { user, isLoading, signedOutByUser } = session;
  const sessionPending = isSessionPending(session);
  const location = useLocation();
  if (sessionPending && whilePending === 'render') return <Guarded pending>{children}</Guarded>;
  if (isLoading && !user.email) return <PageLoading label={messages.waitPlease} />;
  if (!user.email && signedOutByUser) return <Navigate to={paths.catalogue} replace />;
  if (!user.email) return <ToLogin from={location} />;
  return <Guarded pending={false}>{children}</Guarded>;
}

/** To the login page, which sends the visitor back to `from` (path, query and hash) afterwards. */
function ToLogin({ from }: { from: Location }) {
  const state: LoginRedirectState = { from: `${from.pathname}${from.search}${from.hash}` };
  return <Navigate to={paths.login} replace state={state} />;
}

/**
 * Renders the nested route only for users with one of the roles; others see a 403 result. The
 * server enforces the same rule; this is only what the user sees. While the user or their roles
 * are still loading: 'Wait please.....', or the page ahead (see WhilePending).
 */
export function RequireRole({
  anyOf,
  children,
  whilePending = 'wait',
}: {
  anyOf: readonly ('admin' | 'teacher')[];
  children?: ReactNode;
  whilePending?: WhilePending;
}) {
  const roles = useRoles();
  const session = useShownSession();
  const { user, isLoading, signedOutByUser } = session;
  const sessionPending = isSessionPending(session);
  const location = useLocation();
  if (whilePending === 'render' && (sessionPending || (user.email && roles.isLoading))) {
    return <Guarded pending>{children}</Guarded>;
  }
  if ((isLoading && !user.email) || roles.isLoading) {
    return <PageLoading label={messages.waitPlease} />;
  }
  if (!user.email && signedOutByUser) return <Navigate to={paths.catalogue} replace />;
  if (!user.email) return <ToLogin from={location} />;
  if (!anyOf.some((role) => roles[role])) return <ForbiddenPage />;
  return <Guarded pending={false}>{children}</Guarded>;
}
