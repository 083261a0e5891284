import { authStore, logout } from '@tamir/shared-api';
import { LoadingText } from '@tamir/shared-ui';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { useApi } from '../../lib/services';
import { LOGIN_PATH } from '../../lib/paths';

export const LOGGING_OUT_TEXT = 'Çıkış Yapılıyor...';

/** /admin/logout: tries POST /auth/logout, clears the local session whatever the outcome, goes to /giris. */
export function LogoutPage() {
  const api = useApi();
  const navigate = useNavigate();
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const hasSession = !!authStore.getState().token;
    const call = hasSession ? logout(api) : Promise.resolve();
    call
      .catch(() => undefined)
      .finally(() => {
        authStore.getState().signOut();
        navigate(LOGIN_PATH, { replace: true });
      });
  }, [api, navigate]);

  return (
    <main className="fullscreen-center">
      <LoadingText text={LOGGING_OUT_TEXT} center />
    </main>
  );
}
