import { Outlet } from 'react-router';
import { AntdConfirmView } from '@/shared/components/AntdConfirmView';
import { ConfirmDialogs } from '@/shared/components/ConfirmDialogs';
import { AntdTheme } from '@/shared/theme/AntdTheme';

/**
 * The component library's theme and stylesheet (AntdTheme) and visible focus rings, around the
 * routes that use Ant Design: the dashboard (its frame and every page) and the instructor's screens.
 * A layout route of its own, so the public pages (home, about, contact, /teacher, login, register,
 * the profile, the purchase page, the lesson player, the certificate page) load none of it. Results
 * of background work are shown and announced by useFeedback, not antd's message; confirmations
 * asked on these screens are antd's Modal (AntdConfirmView).
 */
export function AntdShell() {
  return (
    <AntdTheme>
      <ConfirmDialogs View={AntdConfirmView}>
        <Outlet />
      </ConfirmDialogs>
    </AntdTheme>
  );
}
