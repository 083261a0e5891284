import * as yup from 'yup';
import { MSG } from '../domain/messages';

export const loginSchema = yup.object({
  username: yup.string().trim().required(MSG.usernameRequired),
  password: yup.string().required(MSG.passwordRequired),
});
export type LoginValues = yup.InferType<typeof loginSchema>;
