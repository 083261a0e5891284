import { organisationPersonalData } from '../companies/personal-data';
import { formPhotoPersonalData } from '../form-photos/personal-data';
import { invoicePersonalData } from '../invoices/personal-data';
import { notificationPersonalData } from '../notifications/personal-data';
import { reminderPersonalData } from '../reminders/personal-data';
import { repairFormPersonalData } from '../repair-forms/personal-data';
import { repairWorkPersonalData } from '../repair-work/personal-data';
import { systemLogPersonalData } from '../system-logs/personal-data';
import { userPersonalData } from '../users/personal-data';
import { vehiclePersonalData } from '../vehicles/personal-data';
import { kvkkPersonalData } from './personal-data';
import type { PersonalTable } from './register';

/** Every module's declaration, in the order an erase walks them (the records first, then what hangs on them). */
export const PERSONAL_REGISTER: readonly PersonalTable[] = [
  ...vehiclePersonalData,
  ...repairFormPersonalData,
  ...formPhotoPersonalData,
  ...repairWorkPersonalData,
  ...notificationPersonalData,
  ...systemLogPersonalData,
  ...reminderPersonalData,
  ...userPersonalData,
  ...organisationPersonalData,
  ...kvkkPersonalData,
  ...invoicePersonalData,
];

export const registeredTable = (table: string): PersonalTable => {
  const found = PERSONAL_REGISTER.find((t) => t.table === table);
  if (!found) throw new Error(`${table} is not in the personal-data register`);
  return found;
};
