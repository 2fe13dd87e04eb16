import { Outlet } from 'react-router';
import { ConfirmDialogs } from '@/shared/components/ConfirmDialogs';
import { AntdTheme } from '@/shared/theme/AntdTheme';
import './antdFocus.css';

/**
 * The component library's theme and stylesheet (AntdTheme), where confirmation dialogs render
 * (ConfirmDialogs, for useConfirmAction) and visible focus rings, around the routes that use Ant
 * Design. A layout route of its own, so the home and about pages load none of it. Results of
 * background work are shown and announced by useFeedback, not antd's message.
 */
export function AntdShell() {
  return (
    <AntdTheme>
      <ConfirmDialogs>
        <Outlet />
      </ConfirmDialogs>
    </AntdTheme>
  );
}
