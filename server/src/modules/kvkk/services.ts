import type { CoreDeps } from '../core-deps';
import type { NotificationOutbox } from '../notifications/outbox';
import type { SystemLogService } from '../system-logs/service';
import { KvkkNoticeService } from './notice';
import { KvkkRetention } from './retention';
import { KvkkService } from './service';
import { ShopKvkkService } from './shop-controller';

/** KVKK (issue 30): requests, the notice and its versions, the retention job. */
export function createKvkkServices(
  { db, kind, fieldCrypto, log }: CoreDeps,
  { systemLog, notificationOutbox }: { systemLog: SystemLogService; notificationOutbox: NotificationOutbox },
) {
  const kvkkNoticeService = new KvkkNoticeService(db, systemLog);
  return {
    kvkkNoticeService,
    shopKvkkService: new ShopKvkkService(db, systemLog, kvkkNoticeService),
    kvkkService: new KvkkService(db, fieldCrypto, systemLog, notificationOutbox, kvkkNoticeService),
    kvkkRetention: new KvkkRetention(db, kind, kvkkNoticeService, systemLog, log.child({ component: 'kvkk-retention' })),
  };
}
