import { useAuth } from '@tamir/shared-api';
import { Navigate, useNavigate } from 'react-router-dom';
import { useApi } from '../../lib/services';
import { homeFor } from '../../lib/paths';
import { LoginForm } from './login-form';

export { PRODUCT_TITLE } from './login-form';

/** /giris inside the shell: a signed-in user goes home; a sign-in goes on in the shell's router. */
export function LoginPage() {
  const api = useApi();
  const navigate = useNavigate();
  const user = useAuth((s) => (s.token ? s.user : null));
  if (user) return <Navigate to={homeFor(user)} replace />;
  return <LoginForm api={api} onSignedIn={(path) => navigate(path, { replace: true })} />;
}
