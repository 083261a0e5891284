import { Link } from 'react-router-dom';
import { cx } from '@tamir/shared-ui';
import { LOGOUT_PATH } from '../../lib/paths';
import { Icon } from './icons';

/** The header's 'Çıkış Yap', leading to /admin/logout; the same in both layouts. */
export function LogoutLink({ className }: { className?: string }) {
  return (
    <Link to={LOGOUT_PATH} className={cx('tf-btn tf-btn--ghost tf-btn--sm', className)}>
      <Icon name="logout" />
      <span className="topbar__logout-text">Çıkış Yap</span>
    </Link>
  );
}
