import { eq } from 'drizzle-orm';
import { LIMITS, MSG, isBlankPassword, normalizePhone, type UserCreateValues, type UserUpdateValues } from '@tamir/shared-api/domain';
import type { Role, UserAccount, UserCreated, UserStatistics } from '@tamir/shared-api/dto';
import type { Db } from '../../db/client';
import { users } from '../../db/schema/index';
import { isAdmin, type Actor } from '../../lib/caller';
import type { FieldCrypto } from '../../lib/field-crypto';
import { HttpError, conflict, forbidden, isUniqueViolation, notFound, validationFailed } from '../../lib/http-errors';
import { readExactPaging } from '../../lib/paging';
import { hashPassword } from '../../lib/passwords';
import type { NotificationOutbox } from '../notifications/outbox';
import type { SettingsService } from '../settings/service';
import type { SystemLogService } from '../system-logs/service';
import { countsOfRole, findAccount, lockAdminSet, otherActiveAdmins, pageOfRole, revokeSessions, shopExists, usernameTaken, type AccountRow } from './queries';

export interface UserPageRequest {
  role?: Role;
  page?: string;
  pageSize?: string;
}

export interface UserPage {
  rows: UserAccount[];
  totalCount: number;
}

const ROLE_LABEL: Record<Role, string> = { Admin: 'Yönetici', Tamirci: 'Tamirhane' };

/**
 * Accounts for the admin users screen (administration §2.1, §7 Users). Every operation is the
 * Admin's; the route refuses others before the body is read, and each method checks again.
 */
export class UserService {
  constructor(
    private readonly db: Db,
    private readonly settings: SettingsService,
    private readonly systemLog: SystemLogService,
    private readonly outbox: NotificationOutbox,
    private readonly crypto: FieldCrypto,
  ) {}

  /** One page of the users of a role (default Admin: the screen lists admins only) and the total. */
  async list(query: UserPageRequest, actor: Actor): Promise<UserPage> {
    requireAdmin(actor);
    const role = query.role ?? 'Admin';
    const { pageSize, offset } = readExactPaging(query);
    const [counts, rows] = await Promise.all([countsOfRole(this.db, role), pageOfRole(this.db, role, pageSize, offset)]);
    return { rows: rows.map(toDto), totalCount: counts.total };
  }

  /** The two cards: every user of the role and the active ones, over all rows. */
  async statistics(role: Role | undefined, actor: Actor): Promise<UserStatistics> {
    requireAdmin(actor);
    const counts = await countsOfRole(this.db, role ?? 'Admin');
    return { totalCount: counts.total, activeCount: counts.active };
  }

  async get(id: number, actor: Actor): Promise<UserAccount> {
    requireAdmin(actor);
    const row = await findAccount(this.db, id);
    if (!row) throw notFound(MSG.userNotFound);
    return toDto(row);
  }

  /**
   * Creates the account and, in the same transaction, queues the e-mail with its login details.
   * `input` has passed userCreateSchema at the route.
   */
  async create(input: UserCreateValues, actor: Actor): Promise<UserCreated> {
    requireAdmin(actor);
    const general = await this.settings.general();
    this.checkPasswordLength(input.password, general.passwordMinLength);
    const role = input.role as Role;
    const repairShopId = role === 'Tamirci' ? (input.repairShopId ?? null) : null;
    if (role === 'Tamirci' && repairShopId === null) throw validationFailed({ repairShopId: [MSG.userShopRequired] });
    const passwordHash = await hashPassword(input.password);
    const mustChangePassword = general.requirePasswordChange;

    const id = await this.mapUnique(() =>
      this.db.transaction(async (tx) => {
        if (repairShopId !== null && !(await shopExists(tx, repairShopId))) throw validationFailed({ repairShopId: [MSG.shopNotFound] });
        if (await usernameTaken(tx, input.username)) throw conflict(MSG.usernameTaken);
        const [row] = await tx
          .insert(users)
          .values({
            username: input.username,
            passwordHash,
            role,
            repairShopId,
            firstName: input.firstName,
            lastName: input.lastName,
            email: input.email,
            phone: normalizePhone(input.phone),
            mustChangePassword,
          })
          .returning({ id: users.id });
        await this.outbox.queueAccountEmail(
          tx,
          {
            recipient: input.email,
            username: input.username,
            password: input.password,
            fullName: `${input.firstName} ${input.lastName}`,
            systemName: general.systemName,
            mustChangePassword,
          },
          (plain) => this.crypto.encrypt(plain),
        );
        await this.systemLog.record(
          tx,
          { action: 'Create', entityType: 'User', entityId: row.id, description: `Kullanıcı eklendi: ${input.username} (${ROLE_LABEL[role]})` },
          actor,
        );
        return row.id;
      }),
    );
    this.outbox.notifyQueued();
    return { id, message: MSG.userCreated(input.email) };
  }

  /**
   * Changes what was sent: username, names and role only when present, the password only when
   * given, e-mail and phone always. `input` has passed userUpdateSchema at the route.
   */
  async update(id: number, input: UserUpdateValues, actor: Actor): Promise<UserAccount> {
    requireAdmin(actor);
    const self = actor.user.id === id;
    const newPassword = isBlankPassword(input.password) ? null : input.password!;
    const general = await this.settings.general();
    if (newPassword !== null) this.checkPasswordLength(newPassword, general.passwordMinLength);
    const passwordHash = newPassword === null ? null : await hashPassword(newPassword);

    const updated = await this.mapUnique(() =>
      this.db.transaction(async (tx) => {
        const target = await findAccount(tx, id);
        if (!target) throw notFound(MSG.userNotFound);
        const role = (input.role as Role | undefined) ?? target.role;
        const roleChanged = role !== target.role;
        if (roleChanged && self) throw conflict(MSG.selfRoleChange);
        const repairShopId = role === 'Tamirci' ? (input.repairShopId ?? target.repairShopId) : null;
        if (role === 'Tamirci' && repairShopId === null) throw validationFailed({ repairShopId: [MSG.userShopRequired] });
        if (role === 'Tamirci' && repairShopId !== target.repairShopId && !(await shopExists(tx, repairShopId!)))
          throw validationFailed({ repairShopId: [MSG.shopNotFound] });
        if (roleChanged && target.role === 'Admin' && target.isActive) {
          await lockAdminSet(tx);
          if ((await otherActiveAdmins(tx, id)) === 0) throw conflict(MSG.lastActiveAdmin);
        }
        if (input.username !== undefined && input.username !== target.username && (await usernameTaken(tx, input.username, id)))
          throw conflict(MSG.usernameTaken);

        const changes: Partial<typeof users.$inferInsert> = {
          email: input.email,
          phone: normalizePhone(input.phone),
          ...(input.username !== undefined ? { username: input.username } : {}),
          ...(input.firstName !== undefined ? { firstName: input.firstName } : {}),
          ...(input.lastName !== undefined ? { lastName: input.lastName } : {}),
          ...(roleChanged || repairShopId !== target.repairShopId ? { role, repairShopId } : {}),
          ...(passwordHash !== null ? { passwordHash, passwordChangedAt: new Date(), mustChangePassword: self ? false : general.requirePasswordChange } : {}),
          updatedAt: new Date(),
        };
        const [row] = await tx.update(users).set(changes).where(eq(users.id, id)).returning({ id: users.id });
        if (!row) throw notFound(MSG.userNotFound);
        // A password set by someone else ends the sessions opened with the old one; the admin's own stays.
        if (passwordHash !== null || roleChanged) await revokeSessions(tx, id, self ? actor.user.sessionId : null);

        const changed = describeChanges(target, input, role, repairShopId, passwordHash !== null);
        await this.systemLog.record(
          tx,
          {
            action: 'Update',
            entityType: 'User',
            entityId: id,
            description: `Kullanıcı güncellendi: ${input.username ?? target.username}${changed.length ? ` (${changed.join(', ')})` : ''}`,
          },
          actor,
        );
        return (await findAccount(tx, id))!;
      }),
    );
    return toDto(updated);
  }

  /**
   * Aktif ↔ Pasif. Deactivating ends the user's sessions; never the last active admin (checked first,
   * so the only admin hears why), never oneself.
   */
  async toggleStatus(id: number, actor: Actor): Promise<UserAccount> {
    requireAdmin(actor);
    const row = await this.db.transaction(async (tx) => {
      await lockAdminSet(tx);
      const target = await findAccount(tx, id);
      if (!target) throw notFound(MSG.userNotFound);
      const deactivating = target.isActive;
      if (deactivating && target.role === 'Admin' && (await otherActiveAdmins(tx, id)) === 0) throw conflict(MSG.lastActiveAdmin);
      if (deactivating && target.id === actor.user.id) throw conflict(MSG.selfDeactivate);
      await tx.update(users).set({ isActive: !deactivating, updatedAt: new Date() }).where(eq(users.id, id));
      if (deactivating) await revokeSessions(tx, id);
      await this.systemLog.record(
        tx,
        {
          action: 'StatusChange',
          entityType: 'User',
          entityId: id,
          description: `${deactivating ? MSG.userDeactivated : MSG.userActivated}: ${target.username}`,
        },
        actor,
      );
      return { ...target, isActive: !deactivating };
    });
    return toDto(row);
  }

  /** Deletes the account (its sessions go with it); never oneself, never the last active admin. */
  async remove(id: number, actor: Actor): Promise<{ message: string }> {
    requireAdmin(actor);
    await this.db.transaction(async (tx) => {
      await lockAdminSet(tx);
      const target = await findAccount(tx, id);
      if (!target) throw notFound(MSG.userNotFound);
      if (target.role === 'Admin' && target.isActive && (await otherActiveAdmins(tx, id)) === 0) throw conflict(MSG.lastActiveAdmin);
      if (target.id === actor.user.id) throw conflict(MSG.selfDelete);
      await tx.delete(users).where(eq(users.id, id));
      await this.systemLog.record(
        tx,
        { action: 'Delete', entityType: 'User', entityId: id, description: `Kullanıcı silindi: ${target.username} (${ROLE_LABEL[target.role]})` },
        actor,
      );
    });
    return { message: MSG.userDeleted };
  }

  /** The configured minimum (administration §5 password change: 'Şifre en az N karakter olmalıdır'); the schema already holds 6. */
  private checkPasswordLength(password: string, configured: number): void {
    const min = Math.max(LIMITS.passwordMinLength, configured);
    if (password.length < min) throw validationFailed({ password: [MSG.passwordMin(min)] });
  }

  /** A duplicate name that slipped past the check (two admins at once) is the same 409, not a 500. */
  private async mapUnique<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if (!(error instanceof HttpError) && isUniqueViolation(error)) throw conflict(MSG.usernameTaken);
      throw error;
    }
  }
}

function requireAdmin(actor: Actor): void {
  if (!isAdmin(actor.user)) throw forbidden();
}

/** Names of the fields an update changed, for the log (the password only as a word, never its value). */
function describeChanges(target: AccountRow, input: UserUpdateValues, role: Role, repairShopId: number | null, passwordChanged: boolean): string[] {
  const changed: string[] = [];
  if (input.username !== undefined && input.username !== target.username) changed.push('kullanıcı adı');
  if (input.firstName !== undefined && input.firstName !== target.firstName) changed.push('ad');
  if (input.lastName !== undefined && input.lastName !== target.lastName) changed.push('soyad');
  if (input.email !== target.email) changed.push('e-posta');
  if (normalizePhone(input.phone) !== target.phone) changed.push('telefon');
  if (role !== target.role) changed.push(`rol: ${ROLE_LABEL[role]}`);
  else if (repairShopId !== target.repairShopId) changed.push('tamirhane');
  if (passwordChanged) changed.push('şifre');
  return changed;
}

function toDto(row: AccountRow): UserAccount {
  return {
    id: row.id,
    username: row.username,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    phone: row.phone,
    role: row.role,
    isActive: row.isActive,
    createdAt: row.createdAt.toISOString(),
  };
}
