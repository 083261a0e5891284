import { useAuth } from '@tamir/shared-api';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { ADMIN_HOME } from '../../lib/paths';
import { LayoutMain } from './layout-main';
import { LogoutLink } from './logout-link';
import { sectionTitle } from './menu';
import { useDocumentTitle } from './use-document-title';
import { useSystemName } from './use-system-name';
import { UserBadge } from './user-badge';

/** Top bar with the product name, a link to the panel, the user and logout; no sidebar. */
export function PlainLayout({ children }: { children?: ReactNode }) {
  const user = useAuth((s) => s.user);
  const systemName = useSystemName();
  const { pathname } = useLocation();
  useDocumentTitle(sectionTitle(pathname, user?.role));

  return (
    <div className="plain-layout">
      <a className="skip-link" href="#main">
        İçeriğe geç
      </a>
      <header className="plain-topbar no-print">
        <Link to="/plate-search" className="plain-topbar__brand">
          <span className="brand-mark" aria-hidden="true">
            TF
          </span>
          <span>{systemName}</span>
        </Link>
        <nav className="plain-topbar__actions" aria-label="Kullanıcı menüsü">
          <Link to={ADMIN_HOME} className="tf-btn tf-btn--secondary tf-btn--sm">
            Panel
          </Link>
          <UserBadge user={user} />
          <LogoutLink />
        </nav>
      </header>
      <LayoutMain className="layout-content layout-content--plain">{children}</LayoutMain>
    </div>
  );
}
