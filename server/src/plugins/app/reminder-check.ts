import type { FastifyInstance } from 'fastify';

/**
 * Runs the reminders' daily e-mail check (issue 44) every REMINDER_CHECK_MS in this process, the
 * first time a minute after start (or sooner). Every process may run it: the notices' unique key
 * in the database, not this timer, makes each e-mail go once.
 */
export default async function reminderCheckPlugin(app: FastifyInstance) {
  const every = app.config.reminderCheckMs;
  if (every <= 0) return;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<unknown> | null = null;
  const tick = () => {
    running = app.reminderDailyCheck
      .run()
      .catch((error: unknown) => app.log.error({ err: error }, 'hatırlatma kontrolü başarısız'))
      .finally(() => {
        running = null;
        if (timer) timer = setTimeout(tick, every).unref();
      });
  };
  app.addHook('onReady', async () => {
    timer = setTimeout(tick, Math.min(every, 60_000)).unref();
  });
  app.addHook('onClose', async () => {
    if (timer) clearTimeout(timer);
    timer = null;
    await running;
  });
}
