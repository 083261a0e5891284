import { useAuth } from '@tamir/shared-api';
import { cx, formatLongDate, toDayKey } from '@tamir/shared-ui';
import { useState, type ReactNode } from 'react';
import { Link, NavLink, Outlet, useLocation } from 'react-router-dom';
import { Icon } from './icons';
import { LogoutLink } from './logout-link';
import { menuFor, sectionTitle } from './menu';
import { PasswordBanner } from './password-banner';
import { useDocumentTitle } from './use-document-title';
import { useSystemName } from './use-system-name';
import { UserBadge } from './user-badge';

const SIDEBAR_ID = 'admin-sidebar';

function startsCollapsed(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(max-width: 767px)').matches;
}

/** Sidebar (collapsible) + header with the section title, today's date, the user and logout. */
export function AdminLayout({ children }: { children?: ReactNode }) {
  const user = useAuth((s) => s.user);
  const systemName = useSystemName();
  const { pathname } = useLocation();
  const [collapsed, setCollapsed] = useState(startsCollapsed);
  const title = sectionTitle(pathname, user?.role);
  const today = new Date();
  useDocumentTitle(title);

  return (
    <div className={cx('admin-layout', collapsed && 'admin-layout--collapsed')}>
      <a className="skip-link" href="#main">
        İçeriğe geç
      </a>
      <aside id={SIDEBAR_ID} className="sidebar no-print" data-collapsed={collapsed}>
        <Link to="/admin" className="sidebar__brand">
          <span className="brand-mark" aria-hidden="true">
            TF
          </span>
          <span className="sidebar__label">{systemName}</span>
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
                >
                  <Icon name={item.icon} />
                  <span className="sidebar__label">{item.label}</span>
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      </aside>
      <div className="admin-layout__main">
        <header className="topbar no-print">
          <button
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
        <main id="main" className="layout-content" tabIndex={-1}>
          <PasswordBanner />
          {children ?? <Outlet />}
        </main>
      </div>
    </div>
  );
}
