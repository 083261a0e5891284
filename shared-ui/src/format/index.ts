export { formatDateTime, formatDate, formatLongDate, toDayKey } from './date';
export { formatInitials, formatFullName } from './names';
