export { formatDateTime, formatDate, formatLongDate, toDayKey } from './date';
export { formatInitials, formatFullName } from './names';
export { formatKilometer, formatThousands, formatPhone, maskPhoneInput, formatPlate } from '@tamir/shared-api';
