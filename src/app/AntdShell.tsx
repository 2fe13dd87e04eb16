import { Outlet } from 'react-router';
import { App as AntApp, ConfigProvider } from 'antd';
import { useColorScheme } from '@/shared/theme/colorScheme';
import { productThemes } from '@/shared/theme/theme';
import './antdFocus.css';

/**
 * The component library's theme (light or dark, as the page shows), dialog context
 * (App.useApp().modal) and visible focus rings, around the routes that use Ant Design. A layout
 * route of its own, so the home and about pages load none of it. Results of background work are
 * shown and announced by useFeedback, not antd's message.
 */
export function AntdShell() {
  const colorScheme = useColorScheme();
  return (
    <ConfigProvider theme={productThemes[colorScheme]}>
      <AntApp component={false}>
        <Outlet />
      </AntApp>
    </ConfigProvider>
  );
}
