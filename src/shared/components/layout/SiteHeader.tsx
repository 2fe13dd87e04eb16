import { useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { NavLink, Link, useLocation } from 'react-router';
import { paths } from '../../routing/paths';
import { menuFor } from '../../routing/siteMap';
import { useAuth } from '../../auth/useAuth';
import { useLogout } from '../../auth/useLogout';
import { useRoles } from '../../auth/useRoles';
import { getAppConfig } from '../../config/appConfig';
import { ColorSchemeToggle } from './ColorSchemeToggle';
import './SiteHeader.css';

const navClass = ({ isActive }: { isActive: boolean }): string =>
  isActive ? 'site-nav__link site-nav__link--active' : 'site-nav__link';

/**
 * The header's links for who is signed in, and Logout. A component of its own, so that what it
 * reads of the session and the roles (and the role queries it starts) renders apart from the rest of
 * the header.
 */
function MenuItems() {
  const { user } = useAuth();
  const logout = useLogout();
  const { teacher, admin } = useRoles();
  const signedIn = Boolean(user.email);
  return (
    <>
      {menuFor('header', { signedIn, admin, teacher }).map((item) => (
        <li key={item.key}>
          <NavLink to={item.path} end={item.path === paths.home} className={navClass}>
            {item.label}
          </NavLink>
        </li>
      ))}
      {signedIn && (
        <li>
          <button type="button" className="site-nav__logout" onClick={() => void logout()}>
            Logout
          </button>
        </li>
      )}
    </>
  );
}

/**
 * The site's header navigation (links from the table of pages, src/shared/routing/siteMap.ts), collapsing
 * into a menu on small screens, with the switch between the light and dark themes.
 */
export function SiteHeader() {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const location = useLocation();
  const [lastPath, setLastPath] = useState(location.pathname);
  if (lastPath !== location.pathname) {
    // Close the small-screen menu after navigating.
    setLastPath(location.pathname);
    setOpen(false);
  }
  const toggleRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLUListElement>(null);

  useLayoutEffect(() => {
    // The menu closed (e.g. after following one of its links) with focus inside it: focus would fall
    // to the start of the document as the menu hides, so it goes back to the menu's button.
    if (!open && menuRef.current?.contains(document.activeElement)) toggleRef.current?.focus();
  }, [open]);

  useEffect(() => {
    if (!open) return undefined;
    // Escape closes the small-screen menu and returns focus to its button.
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      toggleRef.current?.focus();
    };
    document.addEventListener('keydown', closeOnEscape);
    return () => document.removeEventListener('keydown', closeOnEscape);
  }, [open]);

  return (
    <header className="site-header">
      <nav className="site-nav" aria-label="Main">
        <Link to={paths.home} className="site-nav__brand">
          <img src="/images/logo.svg" alt="" width={32} height={32} />
          <span>{getAppConfig().siteName}</span>
        </Link>
        <button
          ref={toggleRef}
          type="button"
          className="site-nav__toggle"
          aria-expanded={open}
          aria-controls={menuId}
          aria-label={open ? 'Close menu' : 'Open menu'}
          onClick={() => setOpen((value) => !value)}
        >
          <span className="site-nav__toggle-bar" aria-hidden="true" />
          <span className="site-nav__toggle-bar" aria-hidden="true" />
          <span className="site-nav__toggle-bar" aria-hidden="true" />
        </button>
        <ul
          ref={menuRef}
          id={menuId}
          className={open ? 'site-nav__menu site-nav__menu--open' : 'site-nav__menu'}
        >
          <MenuItems />
          <li>
            <ColorSchemeToggle />
          </li>
        </ul>
      </nav>
    </header>
  );
}
