import { useAuth } from '@tamir/shared-api';
import { Alert } from '@tamir/shared-ui';
import { Link, useLocation } from 'react-router-dom';
import { PASSWORD_CHANGE_NOTICE } from '../../lib/password-notice';
import { PASSWORD_CHANGE_PATH, PASSWORD_CHANGE_SCREEN } from '../../lib/paths';

/**
 * Points a user who must change the password to the form; the guard keeps them there, where the
 * form says it itself, so the banner stays away from that screen.
 */
export function PasswordBanner() {
  const mustChange = useAuth((s) => !!s.user?.mustChangePassword);
  const { pathname } = useLocation();
  if (!mustChange || pathname === PASSWORD_CHANGE_SCREEN) return null;
  return (
    <Alert variant="warning" className="layout-banner no-print">
      {PASSWORD_CHANGE_NOTICE} <Link to={PASSWORD_CHANGE_PATH}>Şifre Değiştir</Link>
    </Alert>
  );
}
