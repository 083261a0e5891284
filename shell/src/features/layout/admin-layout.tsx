import { useAuth } from '@tamir/shared-api';
import { cx, formatLongDate, toDayKey } from '@tamir/shared-ui';
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { Icon } from './icons';
import { LayoutMain } from './layout-main';
import { LogoutLink } from './logout-link';
import { menuFor, sectionTitle } from './menu';
import { useDocumentTitle } from './use-document-title';
import { useSystemName } from './use-system-name';
import { mediaMatches, useMediaQuery } from './use-media-query';
import { UserBadge } from './user-badge';

const SIDEBAR_ID = 'admin-sidebar';
const PHONE = '(max-width: 767px)';

/**
 * Sidebar (collapsible) + header with the section title, today's date, the user and logout. On a
 * phone the sidebar is a rail of icons, and expanded it is a drawer over the page, closed by a
 * choice, Escape or a tap beside it, which gives the focus back to the menu button.
 */
export function AdminLayout({ children }: { children?: ReactNode }) {
  const user = useAuth((s) => s.user);
  const systemName = useSystemName();
  const { pathname } = useLocation();
  const phone = useMediaQuery(PHONE);
  const [collapsed, setCollapsed] = useState(() => mediaMatches(PHONE));
  const drawerOpen = phone && !collapsed;
  const toggle = useRef<HTMLButtonElement>(null);
  const sidebar = useRef<HTMLElement>(null);
  const title = sectionTitle(pathname, user?.role);
  const today = new Date();
  useDocumentTitle(title);

  const closeDrawer = useCallback(() => {
    setCollapsed(true);
    toggle.current?.focus();
  }, []);

  // A window narrowed to a phone's width starts with the drawer shut.
  useEffect(() => {
    if (phone) setCollapsed(true);
  }, [phone]);

  useEffect(() => {
    if (!drawerOpen) return undefined;
    // The focus goes into the drawer (the current section), not behind it.
    const links = sidebar.current?.querySelector('nav');
    (links?.querySelector<HTMLElement>('[aria-current="page"]') ?? links?.querySelector<HTMLElement>('a'))?.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') closeDrawer();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [drawerOpen, closeDrawer]);

  return (
    <div className={cx('admin-layout', collapsed && 'admin-layout--collapsed', drawerOpen && 'admin-layout--drawer')}>
      <a className="skip-link" href="#main">
        İçeriğe geç
      </a>
      {/* the drawer (after it) lies over this veil */}
      {drawerOpen && <div className="sidebar-backdrop no-print" aria-hidden="true" onClick={closeDrawer} />}
      <aside ref={sidebar} id={SIDEBAR_ID} className="sidebar no-print" data-collapsed={collapsed}>
        <Link to="/admin" className="sidebar__brand" onClick={drawerOpen ? closeDrawer : undefined}>
          <span className="brand-mark" aria-hidden="true">
            TF
          </span>
          <span className={cx('sidebar__label', collapsed && 'tf-visually-hidden')}>{systemName}</span>
        </Link>
        <nav aria-label="Ana menü">
          <ul className="sidebar__menu">
            {(user?.mustChangePassword ? [] : menuFor(user?.role)).map((item) => (
              <li key={item.to}>
                <NavLink
                  to={item.to}
                  end={item.to === '/admin'}
                  className={({ isActive }) => cx('sidebar__link', isActive && 'sidebar__link--active')}
                  title={collapsed ? item.label : undefined}
                  onClick={drawerOpen ? closeDrawer : undefined}
                >
                  <Icon name={item.icon} />
                  <span className={cx('sidebar__label', collapsed && 'tf-visually-hidden')}>{item.label}</span>
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      </aside>
      <div className="admin-layout__main">
        <header className="topbar no-print">
          <button
            ref={toggle}
            type="button"
            className="topbar__toggle"
            aria-controls={SIDEBAR_ID}
            aria-expanded={!collapsed}
            aria-label={collapsed ? 'Menüyü genişlet' : 'Menüyü daralt'}
            onClick={() => setCollapsed((value) => !value)}
          >
            <Icon name="menu" />
          </button>
          <h1 className="topbar__title">{title}</h1>
          <div className="topbar__meta">
            <time className="topbar__date" dateTime={toDayKey(today) ?? undefined}>
              {formatLongDate(today)}
            </time>
            <UserBadge user={user} />
            <LogoutLink className="topbar__logout" />
          </div>
        </header>
        <LayoutMain className="layout-content">{children}</LayoutMain>
      </div>
    </div>
  );
}
