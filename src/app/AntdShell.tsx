import { Outlet } from 'react-router';
import { App as AntApp, ConfigProvider } from 'antd';
import { productTheme } from './theme';

/**
 * The component library's theme and message/modal context, around the routes that use Ant Design.
 * A layout route of its own, so the home and about pages load none of it.
 */
export function AntdShell() {
  return (
    <ConfigProvider theme={productTheme}>
      <AntApp component={false}>
        <Outlet />
      </AntApp>
    </ConfigProvider>
  );
}
