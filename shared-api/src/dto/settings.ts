import { Type, type Static } from 'typebox';

export const GeneralSettingsDto = Type.Object({
  systemName: Type.String(),
  systemVersion: Type.String(),
  sessionTimeoutMinutes: Type.Integer(),
  maxLoginAttempts: Type.Integer(),
  passwordMinLength: Type.Integer(),
  passwordExpiryDays: Type.Integer(),
  formRedirectTimeoutSeconds: Type.Integer(),
  requirePasswordChange: Type.Boolean(),
});
export type GeneralSettings = Static<typeof GeneralSettingsDto>;

/**
 * GET /settings. Admin receives every section (secrets never in clear); other users receive
 * only what their screens need: general.formRedirectTimeoutSeconds (see docs/decisions.md).
 */
export const SettingsDto = Type.Object({
  general: Type.Partial(GeneralSettingsDto),
  email: Type.Optional(Type.Record(Type.String(), Type.Unknown())),
  sms: Type.Optional(Type.Record(Type.String(), Type.Unknown())),
  logging: Type.Optional(Type.Record(Type.String(), Type.Unknown())),
  backup: Type.Optional(Type.Record(Type.String(), Type.Unknown())),
});
export type Settings = Static<typeof SettingsDto>;
