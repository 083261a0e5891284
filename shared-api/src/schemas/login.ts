import * as yup from 'yup';
import { MSG } from '../domain/messages';
import { LIMITS } from '../domain/limits';
import { text } from './fields';

/** The login form, and POST /auth/login's one check: the username is trimmed, the password kept as typed. */
export const loginSchema = yup.object({
  username: text(LIMITS.user.username).required(MSG.usernameRequired),
  password: text(LIMITS.user.password, { trim: false }).required(MSG.passwordRequired),
});
export type LoginValues = yup.InferType<typeof loginSchema>;
