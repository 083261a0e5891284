import { eq } from 'drizzle-orm';
import { settings, systemLogs } from '../../src/db/schema/index';
import type { Actor } from '../../src/lib/caller';
import { DEFAULT_SETTINGS } from '../../src/modules/settings/defaults';
import { ADMIN, type TestServer } from './server';

export type LogRowInput = Partial<typeof systemLogs.$inferInsert> & { logLevel: string };

/** Rows written straight into system_logs (any date), returned with their ids, in the order given. */
export async function seedLogs(server: TestServer, rows: LogRowInput[]): Promise<(typeof systemLogs.$inferSelect)[]> {
  if (rows.length === 0) return [];
  return server.app.db.insert(systemLogs).values(rows).returning();
}

/** Sets the logging section of the settings (as PUT /settings would) and makes the writer read it at once. */
export async function setLogging(server: TestServer, values: Partial<typeof DEFAULT_SETTINGS.logging>, { reload = true } = {}) {
  const value = { ...DEFAULT_SETTINGS.logging, ...values };
  const [existing] = await server.app.db.select().from(settings).where(eq(settings.section, 'logging'));
  if (existing) await server.app.db.update(settings).set({ value }).where(eq(settings.section, 'logging'));
  else await server.app.db.insert(settings).values({ section: 'logging', value });
  if (reload) await server.app.systemLog.reloadSettings();
}

/** Lets the request rows of the calls made so far arrive (they are written after each response). */
export async function settleLogs(server: TestServer): Promise<void> {
  await new Promise((resolve) => setTimeout(resolve, 30));
  await server.app.systemLog.flush();
}

export const daysAgo = (days: number, from = Date.now()) => new Date(from - days * 86_400_000);

/** The seeded Admin as a service sees the caller of `method path` (for calling a service without HTTP). */
export const adminActor = (method: string, path: string) =>
  ({
    ip: '127.0.0.1',
    method,
    path,
    subject: null,
    user: { id: 1, username: ADMIN.username, firstName: 'A', lastName: 'B', role: 'Admin', repairShopId: null, mustChangePassword: false, sessionId: 'x' },
  }) as Actor;
