/** Shown after login and in the layouts while the user must change a generated password. */
export const PASSWORD_CHANGE_NOTICE = 'Güvenliğiniz için şifrenizi değiştirmeniz gerekiyor.';
