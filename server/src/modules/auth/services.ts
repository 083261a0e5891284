import { Throttle } from '../../lib/throttle';
import type { CoreDeps } from '../core-deps';
import type { SettingsService } from '../settings/service';
import type { SystemLogService } from '../system-logs/service';
import { AuthService, type TokenSigner } from './service';

export function createAuthServices(
  { db, config }: CoreDeps,
  { settingsService, systemLog, signer }: { settingsService: SettingsService; systemLog: SystemLogService; signer: TokenSigner },
) {
  return { authService: new AuthService(db, settingsService, systemLog, signer, new Throttle(db), config.accountFailedLoginsPerHour) };
}
