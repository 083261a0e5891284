import type { ReactNode } from 'react';
import { Outlet } from 'react-router-dom';
import { PasswordBanner } from './password-banner';

/** A layout's main area: the skip link's target, the password banner, then the page (the route's unless given). */
export function LayoutMain({ className, children }: { className: string; children?: ReactNode }) {
  return (
    <main id="main" className={className} tabIndex={-1}>
      <PasswordBanner />
      {children ?? <Outlet />}
    </main>
  );
}
