import type { Reminder, VehicleReminders } from '@tamir/shared-api';

/** An open km reminder of `aVehicle()` (id 12, 34ABC123). */
export function aReminder(overrides: Partial<Reminder> = {}): Reminder {
  return {
    id: 5,
    vehicleId: 12,
    plateNumber: '34ABC123',
    companyId: 7,
    companyName: 'Yılmaz Lojistik',
    kind: 'Periyodik Bakım',
    description: 'Yağ ve filtre değişimi',
    dueDate: null,
    dueKilometer: 130000,
    repeatMonths: null,
    repeatKilometers: 10000,
    fixedInterval: false,
    cycle: 0,
    sourceFormId: 41,
    completedAt: null,
    completedFormId: null,
    currentKilometer: 129550,
    kmPerDay: 50,
    urgency: 'Yakın',
    dueReason: '450 km kaldı, tahmini 03.02.2027',
    projectedDate: '2027-02-03',
    createdAt: '2027-01-04T09:00:00.000Z',
    ...overrides,
  };
}

/** GET /vehicles/{id}/reminders for a vehicle with these reminders. */
export function vehicleReminders(reminders: Reminder[] = [], vehicleId = 12): VehicleReminders {
  return { vehicleId, currentKilometer: 129550, kmPerDay: 50, flaggedReadings: [], reminders };
}
