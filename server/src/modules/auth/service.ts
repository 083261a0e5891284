import { randomUUID } from 'node:crypto';
import { and, eq, isNull, ne } from 'drizzle-orm';
import { MSG, changePasswordSchema, readWith, type ChangePasswordValues, type LoginValues } from '@tamir/shared-api/domain';
import type { User } from '@tamir/shared-api/dto';
import type { Db } from '../../db/client';
import { authSessions, users } from '../../db/schema/index';
import type { Actor, AuthUser, Caller } from '../../lib/caller';
import { HttpError, RetryLater, validationFailed, type FieldErrors } from '../../lib/http-errors';
import { hashPassword, verifyDummy, verifyPassword } from '../../lib/passwords';
import type { Throttle } from '../../lib/throttle';
import type { SettingsService } from '../settings/service';
import type { SystemLogService } from '../system-logs/service';
import { findUserByName, prepareSessionQuery, type UserRow } from './queries';
import { SessionCache } from './session-cache';

export const LOCKOUT_MINUTES = 15;
const LOCKOUT_MS = LOCKOUT_MINUTES * 60_000;
/** The window of the per-account count (OWASP ASVS 2.2.1: at most 100 failures an hour per account). */
const ACCOUNT_WINDOW_MS = 60 * 60_000;
/** How long an address an account signed in from stays known to it (from the first sign-in there; a sign-in after that starts it again). */
const KNOWN_ADDRESS_MS = 90 * 86_400_000;

export interface TokenSigner {
  sign(payload: { sub: string; jti: string }, expiresInMinutes: number): string;
}

export class AuthService {
  private readonly sessionQuery: ReturnType<typeof prepareSessionQuery>;
  /** Sessions checked lately; kept exact by the database's notifications (see SessionCache). */
  readonly sessions = new SessionCache();

  constructor(
    private readonly db: Db,
    private readonly settings: SettingsService,
    private readonly systemLog: SystemLogService,
    private readonly signer: TokenSigner,
    private readonly throttle: Throttle,
    /** Failed sign-ins per account an hour from all addresses (config.accountFailedLoginsPerHour). */
    private readonly accountFailuresPerHour = 100,
  ) {
    this.sessionQuery = prepareSessionQuery(db);
  }

  /** `input` has passed loginSchema at the route: the username trimmed, both given. */
  async login({ username, password }: LoginValues, caller: Caller): Promise<{ token: string; user: User }> {
    const user = await findUserByName(this.db, username);
    // An unknown name is not logged: it is often a password typed into the wrong field.
    caller.subject = user ? { id: user.id, username: user.username } : null;
    const fail = async (status: number, message: string, description: string) => {
      await this.systemLog.record(this.db, { action: 'Login', entityType: 'Authentication', entityId: user?.id, description, level: 'Warning' }, caller);
      return new HttpError(status, message);
    };

    // Lock-out is per account name and source: a stranger elsewhere cannot lock the real user
    // out, and an unknown name is counted and answered exactly like a real one.
    const throttleKey = `login:${username.toLowerCase()}|${caller.ip}`;
    const { maxLoginAttempts } = await this.settings.general();
    if ((await this.throttle.peek(throttleKey)).hits >= maxLoginAttempts) {
      await verifyDummy(password);
      throw await fail(423, MSG.accountLocked, 'Kilitli hesaba giriş denemesi');
    }
    // Failures are also counted per account across every address (guessing one account from many
    // addresses). Past the limit only an address the account signed in from before may still try.
    const accountKey = `login-account:${username.toLowerCase()}`;
    const knownKey = `login-known:${username.toLowerCase()}|${caller.ip}`;
    const account = await this.throttle.peek(accountKey);
    if (account.hits >= this.accountFailuresPerHour && (await this.throttle.peek(knownKey)).hits === 0) {
      await verifyDummy(password);
      const error = await fail(429, MSG.accountAttemptsExceeded, 'Hesaba çok fazla hatalı giriş denemesi: bilinmeyen adresten deneme geri çevrildi');
      throw new RetryLater(429, error.message, Math.ceil(account.ttl / 1000));
    }
    const passwordOk = user ? await verifyPassword(user.passwordHash, password) : (await verifyDummy(password), false);
    if (!user || !passwordOk) {
      await this.throttle.hit(accountKey, ACCOUNT_WINDOW_MS);
      const { hits } = await this.throttle.hit(throttleKey, LOCKOUT_MS, maxLoginAttempts);
      if (hits >= maxLoginAttempts) {
        throw await fail(423, MSG.accountLocked, `Hatalı giriş; bu kaynaktan ${LOCKOUT_MINUTES} dakika kilitlendi`);
      }
      throw await fail(401, MSG.invalidCredentials, user ? 'Başarısız giriş denemesi: hatalı şifre' : 'Başarısız giriş denemesi: kullanıcı bulunamadı');
    }
    await this.throttle.clear(throttleKey);
    // This address is now known to the account (the account's own count is left as it is).
    await this.throttle.hit(knownKey, KNOWN_ADDRESS_MS);
    if (!user.isActive || (user.role === 'Tamirci' && user.shopActive === false)) {
      throw await fail(403, MSG.accountInactive, 'Pasif hesaba giriş denemesi');
    }

    const { sessionTimeoutMinutes, passwordExpiryDays } = await this.settings.general();
    // passwordExpiryDays (0 = never): a password older than that must be changed before anything else.
    const expired = passwordExpiryDays > 0 && user.passwordChangedAt.getTime() < Date.now() - passwordExpiryDays * 86_400_000;
    if (expired) user.mustChangePassword = true;
    const token = await this.db.transaction(async (tx) => {
      await tx
        .update(users)
        .set({ lastLoginAt: new Date(), ...(expired ? { mustChangePassword: true } : {}) })
        .where(eq(users.id, user.id));
      const issued = await this.issueToken(tx, user.id, caller.ip, sessionTimeoutMinutes);
      await this.systemLog.record(tx, { action: 'Login', entityType: 'Authentication', entityId: user.id, description: 'Kullanıcı giriş yaptı' }, caller);
      return issued;
    });
    return { token, user: await this.toDto(user) };
  }

  /** The session's user as this process last read it, or null when it must be read (authenticate). */
  knownSession(userId: number, sessionId: string): AuthUser | null {
    const cached = this.sessions.get(sessionId, userId);
    return cached ? { ...cached, sessionId } : null;
  }

  /** The user behind a verified token, or null when its session is revoked/expired or the user is inactive. */
  async authenticate(userId: number, sessionId: string): Promise<AuthUser | null> {
    const known = this.knownSession(userId, sessionId);
    if (known) return known;
    const stamp = this.sessions.stamp();
    const [row] = await this.sessionQuery.execute({ userId, sessionId });
    if (!row || (row.role === 'Tamirci' && row.shopActive === false)) return null;
    const { shopActive: _ignored, expiresAt, ...user } = row;
    this.sessions.put(sessionId, userId, user, expiresAt, stamp);
    return { ...user, sessionId };
  }

  async refresh(actor: Actor): Promise<string> {
    const auth = actor.user;
    const { sessionTimeoutMinutes } = await this.settings.general();
    return this.db.transaction(async (tx) => {
      await tx.update(authSessions).set({ revokedAt: new Date() }).where(eq(authSessions.id, auth.sessionId));
      const token = await this.issueToken(tx, auth.id, actor.ip, sessionTimeoutMinutes);
      await this.systemLog.record(tx, { action: 'Login', entityType: 'Authentication', entityId: auth.id, description: 'Oturum yenilendi' }, actor);
      return token;
    });
  }

  /**
   * POST /settings/change-password (administration §5, §8): the current password must match, the
   * new one meets the configured minimum and is not the current one. Clears a forced change, restarts
   * the expiry clock and ends the user's other sessions; this one stays.
   */
  async changePassword(input: unknown, actor: Actor): Promise<{ message: string }> {
    const { passwordMinLength } = await this.settings.general();
    const read = readWith(changePasswordSchema(passwordMinLength), input);
    if (!read.ok) {
      const errors: FieldErrors = {};
      for (const { path, message } of read.issues) if (path) errors[path] ??= [message];
      throw validationFailed(errors);
    }
    const { currentPassword, newPassword } = read.value as ChangePasswordValues;
    const [row] = await this.db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, actor.user.id));
    if (!row) throw new HttpError(401, MSG.sessionExpired);
    if (!(await verifyPassword(row.passwordHash, currentPassword))) {
      await this.systemLog.record(
        this.db,
        { action: 'PasswordChange', entityType: 'User', entityId: actor.user.id, description: 'Şifre değiştirilemedi: mevcut şifre yanlış', level: 'Warning' },
        actor,
      );
      throw new HttpError(400, MSG.currentPasswordWrong, { currentPassword: [MSG.currentPasswordWrong] });
    }
    if (currentPassword === newPassword) throw new HttpError(400, MSG.passwordSameAsCurrent, { newPassword: [MSG.passwordSameAsCurrent] });
    const passwordHash = await hashPassword(newPassword);
    await this.db.transaction(async (tx) => {
      await tx.update(users).set({ passwordHash, passwordChangedAt: new Date(), mustChangePassword: false }).where(eq(users.id, actor.user.id));
      await tx
        .update(authSessions)
        .set({ revokedAt: new Date() })
        .where(and(eq(authSessions.userId, actor.user.id), ne(authSessions.id, actor.user.sessionId), isNull(authSessions.revokedAt)));
      await this.systemLog.record(
        tx,
        { action: 'PasswordChange', entityType: 'User', entityId: actor.user.id, description: 'Kullanıcı şifresini değiştirdi' },
        actor,
      );
    });
    return { message: MSG.passwordChanged };
  }

  /** Revokes the session if it is still open; the caller answers 200 either way. */
  async logout(userId: number, sessionId: string, caller: Caller): Promise<void> {
    const [user] = await this.db.select({ id: users.id, username: users.username }).from(users).where(eq(users.id, userId));
    if (!user) return;
    caller.subject = user;
    await this.db.transaction(async (tx) => {
      await tx
        .update(authSessions)
        .set({ revokedAt: new Date() })
        .where(and(eq(authSessions.id, sessionId), eq(authSessions.userId, userId), isNull(authSessions.revokedAt)));
      await this.systemLog.record(tx, { action: 'Logout', entityType: 'Authentication', entityId: user.id, description: 'Kullanıcı çıkış yaptı' }, caller);
    });
  }

  /** Uses only `tx`: on PGlite a query outside an open transaction waits for it forever. */
  private async issueToken(tx: Db, userId: number, ip: string, sessionTimeoutMinutes: number): Promise<string> {
    const sessionId = randomUUID();
    await tx.insert(authSessions).values({
      id: sessionId,
      userId,
      expiresAt: new Date(Date.now() + sessionTimeoutMinutes * 60_000),
      ipAddress: ip.slice(0, 64),
    });
    return this.signer.sign({ sub: String(userId), jti: sessionId }, sessionTimeoutMinutes);
  }

  private async toDto(user: UserRow): Promise<User> {
    const companyName = user.role === 'Tamirci' ? user.shopName : (await this.settings.general()).systemName;
    return {
      id: user.id,
      username: user.username,
      role: user.role,
      firstName: user.firstName,
      lastName: user.lastName,
      email: user.email,
      phone: user.phone,
      repairShopId: user.repairShopId,
      companyName,
      mustChangePassword: user.mustChangePassword,
    };
  }
}
