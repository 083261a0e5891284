/** 'info@firma.com.tr' → 'in***@firma.com.tr'; phones keep their last four digits. */
export function maskEmail(email: string): string {
  const [local, domain] = email.split('@');
  if (!domain) return '***';
  return `${local.slice(0, Math.min(2, Math.max(1, local.length - 1)))}***@${domain}`;
}

export function maskPhone(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  return digits.length <= 4 ? '***' : `${'*'.repeat(digits.length - 4)}${digits.slice(-4)}`;
}

/** 'Yılmaz Lojistik A.Ş.' → 'Y*** L*** A***': each word keeps its first letter (the notification history's customer name). */
export function maskName(name: string): string {
  return name
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => `${Array.from(word)[0]}***`)
    .join(' ');
}
