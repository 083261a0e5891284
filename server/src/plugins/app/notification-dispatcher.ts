import type { FastifyInstance } from 'fastify';
import { NotificationDispatcher } from '../../modules/notifications/dispatcher';
import { resolveSmtp } from '../../modules/notifications/smtp';

/**
 * Starts this process's e-mail dispatcher once the app is ready. Registered without
 * fastify-plugin on purpose: a child plugin's onClose runs before the root's, so the dispatcher
 * has finished its e-mail before the database closes.
 */
export default async function notificationDispatcherPlugin(app: FastifyInstance) {
  const { config } = app;
  if (config.notificationPollMs <= 0) return;
  const dispatcher = new NotificationDispatcher(
    app.db,
    () => resolveSmtp(app.settingsService, app.fieldCrypto, { smtpUrl: config.smtpUrl, mailFrom: config.mailFrom }),
    app.systemLog,
    app.log.child({ component: 'notification-dispatcher' }),
    {
      pollMs: config.notificationPollMs,
      unseal: (sealed) => app.fieldCrypto.decrypt(sealed),
      formPdf: (repairFormId) => app.formPdfService.forEmail(repairFormId),
      invoiceFiles: (invoiceId) => app.invoiceService.emailFiles(invoiceId),
    },
  );
  const unsubscribe = app.notificationOutbox.onQueued(() => dispatcher.kick());
  app.addHook('onReady', async () => dispatcher.start());
  app.addHook('onClose', async () => {
    unsubscribe();
    await dispatcher.stop();
  });
}
