import assert from 'node:assert/strict';
import { eq } from 'drizzle-orm';
import { repairForms } from '../../src/db/schema/index';
import { createVehicle, type Tenant } from './fixtures';
import type { TestServer } from './server';

/** A repair shop's seller details as the invoice tests give them (a real VKN's shape; MERSİS left out). */
export const SELLER = {
  title: 'Usta Oto Servis Ltd. Şti.',
  vkn: '1234567890',
  taxOffice: 'Kadıköy',
  address: 'Moda Cad. No: 12 Kadıköy/İstanbul',
  mersis: null,
};

/** Saves SELLER with `invoicePrefix` as the tenant's shop's seller details (its own Tamirci). */
export async function sellAs(server: TestServer, shop: Tenant, invoicePrefix: string): Promise<void> {
  const saved = await server.request('PUT', `/api/repairshop/${shop.shopId}/seller`, { token: shop.token, body: { ...SELLER, invoicePrefix } });
  assert.equal(saved.status, 200, saved.text);
}

/** A new form of the tenant with `items`, moved straight to Teslim Edildi, invoiced to `buyer` (201). */
export async function invoiceFor(server: TestServer, shop: Tenant, items: unknown[], buyer: unknown): Promise<{ id: number; number: string }> {
  const vehicle = await createVehicle(server, { companyId: shop.companyId });
  const created = await server.request('POST', '/api/repairform', { token: shop.token, body: { vehicleId: vehicle.id, descriptionLines: ['Silecek'] } });
  const formId = created.body.id as number;
  const priced = await server.request('PUT', `/api/repairform/${formId}/items`, { token: shop.token, body: { version: 0, items } });
  assert.equal(priced.status, 200, priced.text);
  await server.app.db.update(repairForms).set({ status: 'Teslim Edildi' }).where(eq(repairForms.id, formId));
  const issued = await server.request('POST', `/api/repairform/${formId}/invoice`, { token: shop.token, body: { buyer } });
  assert.equal(issued.status, 201, issued.text);
  return issued.body as { id: number; number: string };
}
