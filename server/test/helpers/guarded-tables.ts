/**
 * The business tables whose row counts a refused request must leave alone (logs, sessions and
 * counters may move): the tenancy matrix and the fuzz both check them.
 */
export const GUARDED_TABLES = [
  'companies',
  'vehicles',
  'repair_forms',
  'form_links',
  'form_signatures',
  'repair_items',
  'repair_status_history',
  'repair_approvals',
  'form_photos',
  'repair_shop_companies',
  'notifications',
  'users',
  'repair_shops',
  'reminders',
  'reminder_notices',
  'vehicle_readings',
] as const;
