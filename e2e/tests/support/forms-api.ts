import { expect, type APIRequestContext } from '@playwright/test';

export interface VehicleRow {
  id: number;
  plateNumber: string;
  ownerName: string;
  driverPhone: string;
  companyName: string;
  contactHidden?: boolean;
}

export interface CreatedForm {
  id: number;
  formNumber: string;
}

/** Signs in over the API (another device of the same user, or another user) and returns its token. */
export async function apiLogin(request: APIRequestContext, username: string, password: string): Promise<string> {
  const response = await request.post('/api/auth/login', { data: { username, password } });
  expect(response.status(), `login ${username}`).toBe(200);
  return ((await response.json()) as { token: string }).token;
}

export async function apiCall<T>(request: APIRequestContext, token: string, method: 'GET' | 'POST' | 'DELETE', path: string, data?: unknown): Promise<T> {
  const response = await request.fetch(`/api${path}`, { method, data, headers: { Authorization: `Bearer ${token}` } });
  expect(response.ok(), `${method} /api${path}: ${response.status()}`).toBe(true);
  return (await response.json()) as T;
}

/** Creates a repair form for one of the caller's vehicles, as the plate-search flow would. */
export async function createFormByApi(request: APIRequestContext, token: string, vehicle: VehicleRow, line: string): Promise<CreatedForm> {
  return apiCall<CreatedForm>(request, token, 'POST', '/repairform', {
    vehicleId: vehicle.id,
    customerName: vehicle.ownerName,
    customerPhone: vehicle.driverPhone,
    descriptionLines: [line],
    partsUsed: '',
  });
}
