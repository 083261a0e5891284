import { isApiError, MSG } from '@tamir/shared-api';

/** Lower case without diacritics and without the dotted/dotless i distinction: 'ŞIFRE' ≈ 'şifre' ≈ 'sifre'. */
function fold(text: string): string {
  return text
    .toLocaleLowerCase('tr-TR')
    .replace(/ı/g, 'i')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '');
}

const INVALID_CREDENTIALS = [MSG.invalidCredentials, 'invalid username or password', 'invalid credentials'].map(fold);

/**
 * The login screen's message for a failed login (spec §8): the invalid username/password text
 * (Turkish or English, any case) becomes 'Kullanıcı adı veya şifre hatalı'; any other server
 * message is shown as sent; without one, the default. Null when the shared call rules have
 * already told the user (no connection, server error), so the screen adds nothing misleading.
 */
export function loginErrorMessage(error: unknown): string | null {
  if (isApiError(error) && (error.status === null || error.status >= 500)) return null;
  const serverMessage = isApiError(error) ? error.serverMessage : null;
  if (!serverMessage) return MSG.loginFailed;
  const folded = fold(serverMessage);
  return INVALID_CREDENTIALS.some((text) => folded.includes(text)) ? MSG.invalidCredentials : serverMessage;
}
