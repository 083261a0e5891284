import { ADMIN_ONLY, OWN_SHOP, SIGNED_IN } from './tenancy-access';
import type { OperationRule } from './tenancy-rules';

const REMINDER = { kind: 'Periyodik Bakım', description: 'Yağ bakımı', dueKilometer: 150000, repeatKilometers: 15000 };

/**
 * Tenancy rules of the service reminders (issue 44; see tenancy-rules.ts for what a rule says): a
 * reminder is its vehicle's, so it is reached as the vehicle is by id (Admin all; a Tamirci the
 * vehicles of companies linked to their shop; another shop's is not found and nothing changes).
 */
export const REMINDER_RULES: Record<string, OperationRule> = {
  'GET /api/vehicles/{id}/reminders': {
    why: 'as GET /api/vehicles/{id}: another shop’s vehicle is not found (404); plate search stays the only system-wide door',
    ...OWN_SHOP,
    params: { id: 'vehicleId' },
  },
  'POST /api/vehicles/{id}/reminders': {
    why: 'as editing the vehicle: another shop’s vehicle is not found (404) and no reminder is written',
    ...OWN_SHOP,
    params: { id: 'vehicleId' },
    body: () => REMINDER,
    ownShows: ['plate', 'companyName'],
  },
  'GET /api/reminders': {
    why: 'signed in: the open reminders of the caller’s vehicles (Admin all); another shop’s company filter gives an empty page',
    ...SIGNED_IN,
    query: (r) => ({ companyId: String(r.companyId) }),
    ownShows: ['plate'],
  },
  'POST /api/reminders/check': {
    why: 'the daily e-mail check run now: a system task over every shop, Admin only',
    ...ADMIN_ONLY,
  },
  'GET /api/reminders/summary': {
    why: 'signed in: counts over the caller’s own vehicles only (no names)',
    ...SIGNED_IN,
  },
  'PUT /api/reminders/{id}': {
    why: 'as the reminder’s vehicle: another shop’s reminder is not found (404) and stays as it was',
    ...OWN_SHOP,
    params: { id: 'reminderId' },
    body: () => ({ ...REMINDER, description: 'Değişti' }),
    ownShows: ['plate'],
  },
  'DELETE /api/reminders/{id}': {
    why: 'as the reminder’s vehicle: another shop’s reminder is not found (404) and is kept',
    ...OWN_SHOP,
    params: { id: 'reminderId' },
  },
  'POST /api/reminders/{id}/done': {
    why: 'as the reminder’s vehicle: another shop’s reminder is not found (404) and is not completed',
    ...OWN_SHOP,
    params: { id: 'reminderId' },
    body: () => ({}),
    ownShows: ['plate'],
  },
  'POST /api/repairform/{id}/deferred-reminders': {
    why:
      'as reading the form: another shop’s form is not found (404); the cell’s form is not rejected (Beklemede), so its owners ' +
      'reach the service’s own check (409 "Ertelenen iş yalnızca firmanın reddettiği…") and no reminder is written',
    anonymous: 401,
    admin: 409,
    own: 409,
    other: 404,
    params: { id: 'formId' },
    body: () => ({}),
  },
};
