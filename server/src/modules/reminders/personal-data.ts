import type { PersonalTable } from '../kvkk/register';

/** Reminders of a vehicle (issue 44; issue 41 §1 register): the description is free text that may name the driver. */
export const reminderPersonalData: PersonalTable[] = [
  {
    table: 'reminders',
    category: 'reminders',
    module: 'reminders',
    exportAs: 'reminders',
    title: 'Hatırlatmalar',
    vehicleColumn: 'vehicle_id',
    context: [
      { column: 'kind', exportAs: 'kind' },
      { column: 'due_date', exportAs: 'dueDate' },
    ],
    columns: [
      {
        column: 'description',
        kind: 'freeText',
        label: 'Hatırlatma açıklaması',
        exportAs: 'description',
        reach: { by: 'link', via: 'vehicle' },
        erase: 'maskNames',
      },
    ],
  },
];
