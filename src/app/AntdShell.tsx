import { Outlet } from 'react-router';
import { App as AntApp } from 'antd';
import { AntdTheme } from '@/shared/theme/AntdTheme';
import './antdFocus.css';

/**
 * The component library's theme and stylesheet (AntdTheme), dialog context
 * (App.useApp().modal) and visible focus rings, around the routes that use Ant Design. A layout
 * route of its own, so the home and about pages load none of it. Results of background work are
 * shown and announced by useFeedback, not antd's message.
 */
export function AntdShell() {
  return (
    <AntdTheme>
      <AntApp component={false}>
        <Outlet />
      </AntApp>
    </AntdTheme>
  );
}
