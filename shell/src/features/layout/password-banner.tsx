import { useAuth } from '@tamir/shared-api';
import { Alert } from '@tamir/shared-ui';
import { Link } from 'react-router-dom';
import { PASSWORD_CHANGE_NOTICE } from '../../lib/password-notice';

/** Reminds a user with a generated password to change it (the change screen lives at /admin/settings). */
export function PasswordBanner() {
  const mustChange = useAuth((s) => !!s.user?.mustChangePassword);
  if (!mustChange) return null;
  return (
    <Alert variant="warning" className="layout-banner no-print">
      {PASSWORD_CHANGE_NOTICE} <Link to="/admin/settings">Şifre Değiştir</Link>
    </Alert>
  );
}
