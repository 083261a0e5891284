import { authStore, login, loginSchema, MSG, readLoginNotice, schemaErrors, type ApiClient, type LoginValues } from '@tamir/shared-api';
import { Button, Card, Checkbox, InfoBanner, TextField, toast } from '@tamir/shared-ui';
import { useFormik } from 'formik';
import { useEffect, useState } from 'react';
import { homeFor } from '../../lib/paths';
import { loginErrorMessage } from './login-error';
import { PASSWORD_CHANGE_NOTICE } from '../../lib/password-notice';

export const PRODUCT_TITLE = 'Tamir Formu Yönetim Sistemi';

type LoginErrors = Partial<Record<keyof LoginValues, string>>;

/** Runs loginSchema; each failed rule is also shown as a warning toast (spec §5). */
async function validateLogin(values: LoginValues): Promise<LoginErrors> {
  const found = schemaErrors(loginSchema, values);
  const errors: LoginErrors = { username: found.username?.[0], password: found.password?.[0] };
  if (errors.username) toast.warning(errors.username);
  if (errors.password) toast.warning(errors.password);
  return errors.username || errors.password ? errors : {};
}

/**
 * The sign-in card (spec §2, §5). Router-free: the shell hands it its router's navigate, and the
 * light login page (login-entry.tsx, what a cold load of /giris gets) a full page load.
 */
export function LoginForm({ api, onSignedIn }: { api: ApiClient; onSignedIn: (path: string) => void }) {
  // The word a sign-out left (after a restore): said on this visit, gone on a reload.
  const [notice] = useState(() => readLoginNotice());
  useEffect(() => void readLoginNotice({ clear: true }), []);
  const formik = useFormik<LoginValues>({
    initialValues: { username: '', password: '' },
    validateOnChange: false,
    validateOnBlur: false,
    validate: validateLogin,
    onSubmit: async (values) => {
      try {
        const result = await login(api, { username: values.username.trim(), password: values.password });
        if (!result?.user || !result.token) {
          toast.error(MSG.invalidServerResponse);
          return;
        }
        authStore.getState().signIn(result.token, result.user);
        if (result.user.mustChangePassword) toast.warning(PASSWORD_CHANGE_NOTICE);
        onSignedIn(homeFor(result.user));
      } catch (error) {
        const message = loginErrorMessage(error);
        if (message) toast.error(message);
      }
    },
  });

  const clearError = (field: keyof LoginValues) => {
    if (formik.errors[field]) formik.setFieldError(field, undefined);
  };

  return (
    <main className="login-page">
      <Card className="login-card">
        <div className="login-card__brand" aria-hidden="true">
          TF
        </div>
        <h1 className="login-card__title">{PRODUCT_TITLE}</h1>
        <p className="login-card__subtitle">Devam etmek için hesabınıza giriş yapın</p>
        {notice && <InfoBanner className="login-card__notice">{notice}</InfoBanner>}
        <form className="tf-stack" noValidate onSubmit={formik.handleSubmit}>
          <TextField
            label="Kullanıcı adı"
            name="username"
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            maxLength={100}
            value={formik.values.username}
            onChange={(event) => {
              clearError('username');
              formik.handleChange(event);
            }}
            error={formik.errors.username}
            autoFocus
          />
          <TextField
            label="Şifre"
            name="password"
            type="password"
            autoComplete="current-password"
            maxLength={200}
            value={formik.values.password}
            onChange={(event) => {
              clearError('password');
              formik.handleChange(event);
            }}
            error={formik.errors.password}
          />
          <Checkbox label="Beni hatırla" name="remember" />
          <Button type="submit" fullWidth size="lg" busy={formik.isSubmitting} busyLabel="Giriş yapılıyor...">
            Giriş Yap
          </Button>
        </form>
      </Card>
    </main>
  );
}
