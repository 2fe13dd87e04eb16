import type { ReactNode } from 'react';
import { ConfigProvider, Drawer } from 'antd';
import { useColorScheme } from '@/shared/theme/colorScheme';
import { productThemes } from '@/shared/theme/theme';

/** As wide as the sidebar it stands in for (DashboardLayout.css). */
const DRAWER_WIDTH = 200;

/** The dashboard's links on a small screen: a drawer from the left, in the site's theme. */
export function DashboardDrawer({
  open,
  onClose,
  children,
}: {
  open: boolean;
  onClose: () => void;
  children: ReactNode;
}) {
  const colorScheme = useColorScheme();
  return (
    <ConfigProvider theme={productThemes[colorScheme]}>
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
    </ConfigProvider>
  );
}
