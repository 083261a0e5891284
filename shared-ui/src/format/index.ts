export { formatDateTime, formatTurkeyDateTime, formatDateInWords, formatDate, formatLongDate, toDayKey } from './date';
export { formatInitials, formatFullName } from './names';
export { formatFileSize } from './file-size';
