import type { ReminderListParams } from '../../endpoints/reminders';

/** Cache keys of the reminder screens (issue 44), all under 'reminders' so a change marks every one stale. */
export const reminderKeys = {
  all: ['reminders'] as const,
  page: (params: ReminderListParams) => ['reminders', 'page', params] as const,
  summary: ['reminders', 'summary'] as const,
  ofVehicle: (vehicleId: number) => ['reminders', 'vehicle', vehicleId] as const,
};
