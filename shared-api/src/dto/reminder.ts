import { Type, type Static } from 'typebox';
import { REMINDER_KINDS, REMINDER_URGENCIES, type ReminderKind, type ReminderUrgency } from '../domain/reminders';
import { Nullable, PAGING, digits } from './common';

const choice = <T extends string>(values: readonly T[]) => Type.Unsafe<T>(Type.String({ enum: [...values] }));

/** What a client sends to create or change a reminder (issue 44); the yup schema checks it. */
export const ReminderInputDto = Type.Object({
  kind: choice<ReminderKind>(REMINDER_KINDS),
  description: Type.Optional(Type.String({ maxLength: 500 })),
  dueDate: Type.Optional(Nullable(Type.String({ description: 'YYYY-MM-DD' }))),
  dueKilometer: Type.Optional(Nullable(Type.Integer())),
  repeatMonths: Type.Optional(Nullable(Type.Integer())),
  repeatKilometers: Type.Optional(Nullable(Type.Integer())),
  /** true: the next due is the old due plus the interval; false (default): counted from the completion. */
  fixedInterval: Type.Optional(Type.Boolean()),
  sourceFormId: Type.Optional(Nullable(Type.Integer())),
});
export type ReminderInput = Static<typeof ReminderInputDto>;

/** A reminder as every answer gives it: urgency, reason and projection computed now, never stored. */
export const ReminderDto = Type.Object({
  id: Type.Integer(),
  vehicleId: Type.Integer(),
  plateNumber: Type.String(),
  companyId: Type.Integer(),
  companyName: Type.String(),
  kind: Type.String(),
  description: Type.String(),
  dueDate: Nullable(Type.String()),
  dueKilometer: Nullable(Type.Integer()),
  repeatMonths: Nullable(Type.Integer()),
  repeatKilometers: Nullable(Type.Integer()),
  fixedInterval: Type.Boolean(),
  cycle: Type.Integer(),
  sourceFormId: Nullable(Type.Integer()),
  completedAt: Nullable(Type.String()),
  completedFormId: Nullable(Type.Integer()),
  /** The vehicle's believed current kilometre and km a day (null with too few readings). */
  currentKilometer: Type.Integer(),
  kmPerDay: Nullable(Type.Number()),
  urgency: choice<ReminderUrgency>(REMINDER_URGENCIES),
  dueReason: Type.String(),
  projectedDate: Type.Optional(Type.String()),
  createdAt: Type.String(),
});
export type Reminder = Static<typeof ReminderDto>;

/** A reading left out of the vehicle's kilometre, and why. */
export const FlaggedReadingDto = Type.Object({ at: Type.String(), kilometer: Type.Integer(), source: Type.Optional(Type.String()), reason: Type.String() });

/** GET /vehicles/{id}/reminders: the vehicle's reminders (open first) and what its readings say. */
export const VehicleRemindersDto = Type.Object({
  vehicleId: Type.Integer(),
  currentKilometer: Type.Integer(),
  kmPerDay: Nullable(Type.Number()),
  flaggedReadings: Type.Array(FlaggedReadingDto),
  reminders: Type.Array(ReminderDto),
});
export type VehicleReminders = Static<typeof VehicleRemindersDto>;

export const ReminderListQuery = Type.Object({
  urgency: Type.Optional(Type.String({ maxLength: 20 })),
  kind: Type.Optional(Type.String({ maxLength: 30 })),
  companyId: Type.Optional(digits(12)),
  /** 'true' lists completed ones too (default: open only). */
  includeDone: Type.Optional(Type.String({ maxLength: 5 })),
  ...PAGING,
});
export type ReminderListQueryValues = Static<typeof ReminderListQuery>;

/** GET /reminders/summary: the open reminders of the caller's vehicles per urgency (the dashboard card). */
export const ReminderSummaryDto = Type.Object({
  Gecikti: Type.Integer(),
  'Çok Yakın': Type.Integer(),
  Yakın: Type.Integer(),
  Uzak: Type.Integer(),
});
export type ReminderSummary = Static<typeof ReminderSummaryDto>;

/** POST /reminders/{id}/done: the form that did the work, if any. */
export const ReminderDoneDto = Type.Object({ formId: Type.Optional(Nullable(Type.Integer())) });

/** POST /repairform/{id}/deferred-reminders: what was kept. */
export const DeferredRemindersDto = Type.Object({ message: Type.String(), reminders: Type.Array(ReminderDto) });
export type DeferredReminders = Static<typeof DeferredRemindersDto>;

/** POST /reminders/check (Admin): the daily check run now; what it looked at and queued. */
export const ReminderCheckDto = Type.Object({ checked: Type.Integer(), queued: Type.Integer() });
