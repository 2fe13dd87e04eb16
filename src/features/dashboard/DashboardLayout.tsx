import { useState } from 'react';
import { Link, Outlet, useLocation } from 'react-router';
import { Button, Drawer, Grid, Layout, Menu, type MenuProps } from 'antd';
import { LogoutOutlined, MenuOutlined } from '@ant-design/icons';
import { useAuth } from '../../app/auth/useAuth';
import { useRoles } from '../../app/auth/useRoles';
import { dashboardPath, paths } from '../../app/paths';
import './DashboardLayout.css';

const SIDEBAR_WIDTH = 200;
const LOGOUT_KEY = 'logout';

interface SidebarItem {
  key: string;
  label: string;
}

/**
 * Spec section 2: the sidebar's items for admins and for everyone else, teachers included (they
 * assign courses from the Instructor link in the site header). Admins also read
 * the contact form's outbox.
 */
function sidebarItems(admin: boolean): SidebarItem[] {
  const home = { key: paths.dashboard, label: 'Dashboard' };
  if (admin) {
    return [
      home,
      { key: dashboardPath('makeAdmin'), label: 'Make Admin' },
      { key: dashboardPath('allEnroll'), label: 'All Enroll' },
      { key: dashboardPath('manageCourse'), label: 'Manage Course' },
      { key: dashboardPath('addCourse'), label: 'Add Course' },
      { key: dashboardPath('addTeacher'), label: 'Add Teacher' },
      { key: dashboardPath('outbox'), label: 'Outbox' },
    ];
  }
  return [
    home,
    { key: dashboardPath('myEnroll'), label: 'My Enroll' },
    { key: dashboardPath('giveReview'), label: 'Review' },
  ];
}

/** The dashboard frame: a permanent sidebar on wide screens, a drawer on small ones. */
export function DashboardLayout() {
  const screens = Grid.useBreakpoint();
  const wide = screens.lg === true;
  const [drawerOpen, setDrawerOpen] = useState(false);
  const { admin } = useRoles();
  // After a deliberate sign-out the dashboard's guard sends the user home.
  const { logout } = useAuth();
  const location = useLocation();

  const items: MenuProps['items'] = [
    ...sidebarItems(admin).map((item) => ({
      key: item.key,
      label: <Link to={item.key}>{item.label}</Link>,
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
          styles={{ body: { padding: 0 } }}
        >
          {menu}
        </Drawer>
      )}
    </Layout>
  );
}
