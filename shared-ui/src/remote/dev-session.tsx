import { useState, type FormEvent, type ReactNode } from 'react';
import { authStore, errorMessage, login, logout, MSG, useAuth, type ApiClient } from '@tamir/shared-api';
import { Alert } from '../components/alert';
import { Button } from '../components/button';
import { Card } from '../components/card';
import { TextField } from '../components/text-field';

/**
 * A remote's standalone development page only: the shell owns login in the portal, so the remote run alone signs
 * in here (same API, same session store) before showing its screens.
 */
export function DevSession({ api, title, children }: { api: ApiClient; title: string; children: ReactNode }) {
  const token = useAuth((state) => state.token);
  const user = useAuth((state) => state.user);
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  if (token && user) {
    return (
      <>
        <div className="tf-row tf-dev-bar">
          <span>
            Bağımsız geliştirme: {user.firstName} {user.lastName} ({user.role})
          </span>
          <Button size="sm" variant="ghost" onClick={() => logout(api).finally(() => authStore.getState().signOut())}>
            Çıkış
          </Button>
        </div>
        {children}
      </>
    );
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const result = await login(api, { username: username.trim(), password });
      authStore.getState().signIn(result.token, result.user);
    } catch (failure) {
      setError(errorMessage(failure, MSG.loginFailed));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="tf-dev-page">
      <Card title={title}>
        <form className="tf-stack" onSubmit={submit}>
          <TextField label="Kullanıcı adı" value={username} onChange={(e) => setUsername(e.target.value)} autoComplete="username" />
          <TextField label="Şifre" type="password" value={password} onChange={(e) => setPassword(e.target.value)} autoComplete="current-password" />
          {error && <Alert variant="error">{error}</Alert>}
          <Button type="submit" busy={busy} busyLabel="Giriş yapılıyor...">
            Giriş Yap
          </Button>
        </form>
      </Card>
    </div>
  );
}
