import { useFormik } from 'formik';
import { LIMITS, changePasswordSchema, fieldErrors, isApiError, useChangePassword, useSettings } from '@tamir/shared-api';
import { Alert, Button, Card, TextField, toast } from '@tamir/shared-ui';
import { SETTINGS_TEXTS as T } from './settings-texts';

type Field = 'currentPassword' | 'newPassword' | 'confirmPassword';
const FIELDS: Record<Field, Field> = { currentPassword: 'currentPassword', newPassword: 'newPassword', confirmPassword: 'confirmPassword' };
const EMPTY = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** §8: the server's message; else 403 / 401 texts; else 'Şifre değiştirilemedi'. */
export function passwordChangeFailure(error: unknown): string {
  if (!isApiError(error)) return T.changeFailed;
  if (error.serverMessage && error.status !== 500) return error.serverMessage;
  if (error.status === 403) return T.changeForbidden;
  if (error.status === 401) return T.changeSessionExpired;
  return T.changeFailed;
}

/**
 * The change-password form (administration §2.5, §5, §8), every user's tab and the one screen of a
 * user who must change the password. The minimum length is the configured one.
 */
export function ChangePasswordForm({ mustChange = false }: { mustChange?: boolean }) {
  const settings = useSettings();
  const change = useChangePassword();
  const minLength = Math.max(LIMITS.passwordMinLength, settings.data?.general.passwordMinLength ?? LIMITS.passwordMinLength);
  const formik = useFormik({
    initialValues: EMPTY,
    validationSchema: changePasswordSchema(minLength),
    validateOnChange: false,
    onSubmit: async (values, helpers) => {
      try {
        const answer = await change.mutateAsync(values);
        toast.success(answer.message);
        helpers.resetForm({ values: EMPTY });
      } catch (error) {
        const message = passwordChangeFailure(error);
        const found = isApiError(error) ? fieldErrors(error.errors ?? {}, FIELDS) : {};
        // A wrong current password is said once, under its field (not again in a banner or a toast).
        if (message.includes('Mevcut şifre')) {
          helpers.setErrors({ ...found, currentPassword: T.currentWrong });
          return;
        }
        if (Object.keys(found).length > 0) helpers.setErrors(found);
        toast.error(message);
      }
    },
  });
  const errorOf = (name: Field) => ((formik.touched[name] || formik.submitCount > 0) && formik.errors[name]) || undefined;
  const field = (name: Field, label: string, autoComplete: string, hint?: string) => (
    <TextField
      name={name}
      type="password"
      label={label}
      hint={hint}
      required
      autoComplete={autoComplete}
      maxLength={LIMITS.user.password}
      value={formik.values[name]}
      onChange={formik.handleChange}
      onBlur={formik.handleBlur}
      error={errorOf(name)}
    />
  );
  return (
    <Card title={T.passwordTitle} titleAs="h2" className="adm-password">
      {mustChange && (
        <Alert variant="warning" className="adm-password__notice">
          {T.mustChange}
        </Alert>
      )}
      <form className="tf-stack" onSubmit={formik.handleSubmit} noValidate aria-label={T.passwordTitle}>
        {field('currentPassword', T.currentPassword, 'current-password')}
        {field('newPassword', T.newPassword, 'new-password', T.minLengthHint(minLength))}
        {field('confirmPassword', T.confirmPassword, 'new-password')}
        <div className="tf-row adm-actions">
          <Button type="submit" busy={formik.isSubmitting} busyLabel={T.changing}>
            {T.changePassword}
          </Button>
        </div>
      </form>
    </Card>
  );
}
