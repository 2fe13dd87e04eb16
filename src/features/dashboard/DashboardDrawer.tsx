import type { ReactNode } from 'react';
import { Drawer } from 'antd';

/** As wide as the sidebar it stands in for (DashboardLayout.css). */
const DRAWER_WIDTH = 200;

/**
 * The dashboard's links on a small screen: a drawer from the left, in the site's theme (the
 * dashboard is under the antd layout route, src/app/AntdShell.tsx).
 */
export function DashboardDrawer({
  open,
  onClose,
  children,
}: {
  open: boolean;
  onClose: () => void;
  children: ReactNode;
}) {
  return (
    <Drawer
      title="Dashboard menu"
      placement="left"
      size={DRAWER_WIDTH}
      open={open}
      onClose={onClose}
      styles={{ body: { padding: 0 } }}
    >
      {children}
    </Drawer>
  );
}
