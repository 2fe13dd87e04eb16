import { useEffect, useRef, useState } from 'react';
import { Link, Outlet, useLocation } from 'react-router';
import { Button, Drawer, Grid, Layout, Menu, type MenuProps } from 'antd';
import { LogoutOutlined, MenuOutlined } from '@ant-design/icons';
import { useAuth } from '@/shared/auth/useAuth';
import { useRoles } from '@/shared/auth/useRoles';
import { paths } from '@/shared/routing/paths';
import { menuFor } from '@/shared/routing/siteMap';
import './DashboardLayout.css';

const SIDEBAR_WIDTH = 200;
const LOGOUT_KEY = 'logout';

/** The dashboard frame: a permanent sidebar on wide screens, a drawer on small ones. */
export function DashboardLayout() {
  const screens = Grid.useBreakpoint();
  const wide = screens.lg === true;
  const [drawerOpen, setDrawerOpen] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  const { admin, teacher } = useRoles();
  // After a deliberate sign-out the dashboard's guard sends the user home.
  const { logout } = useAuth();
  const location = useLocation();

  // The sidebar's links come from the table of pages (src/shared/routing/siteMap.ts): admins get the admin
  // pages, everyone else (teachers included: they assign courses from the header's Instructor
  // link) their courses and a review.
  const items: MenuProps['items'] = [
    ...menuFor('sidebar', { signedIn: true, admin, teacher }).map((item) => ({
      key: item.path,
      label: <Link to={item.path}>{item.label}</Link>,
    })),
    { key: LOGOUT_KEY, label: 'Logout', icon: <LogoutOutlined aria-hidden="true" /> },
  ];

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

  const onMenuClick: MenuProps['onClick'] = ({ key }) => {
    closeDrawer('afterEvent');
    if (key === LOGOUT_KEY) {
      void logout();
    }
  };

  const menu = (
    <nav aria-label="Dashboard">
      <Menu
        mode="inline"
        selectedKeys={[location.pathname.replace(/\/$/, '')]}
        items={items}
        onClick={onMenuClick}
        style={{ borderInlineEnd: 'none' }}
      />
    </nav>
  );

  return (
    <Layout className="dashboard">
      {wide && (
        <Layout.Sider width={SIDEBAR_WIDTH} theme="light" className="dashboard__sider">
          {menu}
        </Layout.Sider>
      )}
      <Layout>
        <div className="dashboard__topbar">
          {!wide && (
            <Button
              ref={menuButton}
              icon={<MenuOutlined />}
              aria-label="Open dashboard menu"
              onClick={() => setDrawerOpen(true)}
            />
          )}
          <span className="dashboard__title">Dashboard</span>
          <Link to={paths.home} className="dashboard__home-link">
            Home
          </Link>
        </div>
        {/* A plain block: the page's one <main> landmark is the site layout's (#main). */}
        <div className="dashboard__content">
          <Outlet />
        </div>
      </Layout>
      {!wide && (
        <Drawer
          title="Dashboard menu"
          placement="left"
          size={SIDEBAR_WIDTH}
          open={drawerOpen}
          onClose={() => closeDrawer()}
          styles={{ body: { padding: 0 } }}
        >
          {menu}
        </Drawer>
      )}
    </Layout>
  );
}
