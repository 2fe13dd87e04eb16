import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Link, NavLink, Outlet } from 'react-router';
import { Button } from 'antd';
import { useAccessPending } from '@/shared/auth/guards';
import { useLogout } from '@/shared/auth/useLogout';
import { useRoles } from '@/shared/auth/useRoles';
import { paths } from '@/shared/routing/paths';
import { menuFor } from '@/shared/routing/siteMap';
import './DashboardLayout.css';

/**
 * The small-screen drawer (Ant Design's): loaded when it is first opened, so that a wide screen,
 * which never opens it, loads none of its code.
 */
const DashboardDrawer = lazy(() =>
  import(/* webpackChunkName: "dashboard-drawer" */ './DashboardDrawer').then((m) => ({
    default: m.DashboardDrawer,
  })),
);

const navLinkClass = ({ isActive }: { isActive: boolean }): string =>
  isActive ? 'dashboard-nav__item dashboard-nav__item--active' : 'dashboard-nav__item';

/**
 * The dashboard's links, from the table of pages (src/shared/routing/siteMap.ts): admins get the
 * admin pages, everyone else (teachers included: they assign courses from the header's Instructor
 * link) their courses and a review. `onFollow` runs when a link or Logout is used.
 */
function DashboardNav({ onFollow }: { onFollow?: () => void }) {
  const { admin, teacher, isLoading } = useRoles();
  // After a deliberate sign-out the dashboard's guard sends the user home.
  const logout = useLogout();
  // Rendered ahead of the sign-in's confirmation, or before the roles have come: the links every
  // signed-in user has, the others as soon as the roles are known.
  const rolesPending = useAccessPending() || isLoading;
  return (
    <nav aria-label="Dashboard" className="dashboard-nav">
      <ul className="dashboard-nav__list">
        {menuFor('sidebar', { signedIn: true, admin, teacher, rolesPending }).map((item) => (
          <li key={item.key}>
            <NavLink to={item.path} end className={navLinkClass} onClick={onFollow}>
              {item.label}
            </NavLink>
          </li>
        ))}
        <li>
          <Button
            type="text"
            block
            className="dashboard-nav__item dashboard-nav__logout"
            icon={
              <svg className="dashboard-nav__icon" viewBox="0 0 16 16" aria-hidden="true">
                <path d="M6 2H3v12h3M10.5 4.5 14 8l-3.5 3.5M14 8H6" />
              </svg>
            }
            onClick={() => {
              onFollow?.();
              void logout();
            }}
          >
            Logout
          </Button>
        </li>
      </ul>
    </nav>
  );
}

/**
 * The dashboard frame: a sidebar on wide screens, a drawer behind a menu button on small ones (the
 * stylesheet picks one by the screen's width, so the frame renders the same on the server). Its
 * buttons and drawer are Ant Design's, as are those of every dashboard page.
 */
export function DashboardLayout() {
  const [drawerOpen, setDrawerOpen] = useState(false);
  // Mounted from its first opening on, and kept mounted when closed.
  const [drawerOpened, setDrawerOpened] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);

  // However the drawer closes (Escape, Close, a link), focus goes back to the button that opened
  // it, once the drawer no longer holds focus in. After a link, only once the key or click that
  // followed it is done, or the link would lose the focus its activation needs.
  const returnFocus = useRef<'now' | 'afterEvent' | null>(null);
  const closeDrawer = (when: 'now' | 'afterEvent' = 'now'): void => {
    returnFocus.current = when;
    setDrawerOpen(false);
  };
  useEffect(() => {
    const when = returnFocus.current;
    if (drawerOpen || !when) return;
    returnFocus.current = null;
    if (when === 'now') menuButton.current?.focus();
    else window.setTimeout(() => menuButton.current?.focus(), 0);
  }, [drawerOpen]);

  return (
    <div className="dashboard">
      <div className="dashboard__sider">
        <DashboardNav />
      </div>
      <div className="dashboard__main">
        <div className="dashboard__topbar">
          {/* A wrapper the stylesheet hides on wide screens, where the sidebar shows the links. */}
          <span className="dashboard__menu">
            <Button
              ref={menuButton}
              className="dashboard__menu-button"
              aria-label="Open dashboard menu"
              aria-haspopup="dialog"
              icon={
                <svg viewBox="0 0 16 16" aria-hidden="true">
                  <path d="M2 4h12M2 8h12M2 12h12" />
                </svg>
              }
              onClick={() => {
                setDrawerOpened(true);
                setDrawerOpen(true);
              }}
            />
          </span>
          <span className="dashboard__title">Dashboard</span>
          <Link to={paths.catalogue} className="dashboard__home-link">
            Home
          </Link>
        </div>
        {/* A plain block: the page's one <main> landmark is the site layout's (#main). */}
        <div className="dashboard__content">
          <Outlet />
        </div>
      </div>
      {drawerOpened && (
        <Suspense>
          <DashboardDrawer open={drawerOpen} onClose={() => closeDrawer()}>
            <DashboardNav onFollow={() => closeDrawer('afterEvent')} />
          </DashboardDrawer>
        </Suspense>
      )}
    </div>
  );
}
