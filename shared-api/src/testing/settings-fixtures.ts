/** The general settings as a fresh portal holds them (the seven fields every general-settings body has). */
export const GENERAL_SETTINGS = {
  systemName: 'Tamir Formu',
  sessionTimeoutMinutes: 60,
  maxLoginAttempts: 5,
  passwordMinLength: 6,
  passwordExpiryDays: 0,
  formRedirectTimeoutSeconds: 120,
  requirePasswordChange: false,
};
