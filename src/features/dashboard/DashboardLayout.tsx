import { useState } from 'react';
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

  const onMenuClick: MenuProps['onClick'] = ({ key }) => {
    setDrawerOpen(false);
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
          onClose={() => setDrawerOpen(false)}
          // Closed, it leaves nothing behind: no second copy of the menu hidden only by a style.
          destroyOnHidden
          styles={{ body: { padding: 0 } }}
        >
          {menu}
        </Drawer>
      )}
    </Layout>
  );
}
