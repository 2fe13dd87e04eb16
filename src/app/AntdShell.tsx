import { Outlet } from 'react-router';
import { AntdTheme } from '@/shared/theme/AntdTheme';

/**
 * The component library's theme and stylesheet (AntdTheme) and visible focus rings, around the
 * routes that use Ant Design. A layout route of its own, so the pages without it (home, about,
 * contact, /teacher, login, register, the profile, the purchase page, the dashboard's frame, and
 * every dialog) load none of it; a table the server pages brings its own (PagedTable). Results of background work are shown and announced
 * by useFeedback, not antd's message.
 */
export function AntdShell() {
  return (
    <AntdTheme>
      <Outlet />
    </AntdTheme>
  );
}
