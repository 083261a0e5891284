const dateTime = new Intl.DateTimeFormat('tr-TR', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

/**
 * '21.11.2026 14:05'. The same format as shared-ui's formatDateTime, kept here because importing
 * shared-ui would load the whole kit (a shared module is not tree-shaken) on this small page.
 */
export function formatDateTime(value: string): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? '-' : dateTime.format(date);
}
