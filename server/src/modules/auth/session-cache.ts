import type { AuthUser } from '../../lib/caller';

type CachedUser = Omit<AuthUser, 'sessionId'>;

interface Entry {
  userId: number;
  user: CachedUser;
  expiresAt: number;
}

/**
 * The open sessions this process has checked, so that a request does not read its session and
 * user again. Exact, not "fresh enough": every change that can end a session's right (logout,
 * revocation, a user or shop deactivated, role or shop changed, a password change required) makes
 * the database NOTIFY every process (migration 0007), and each write request answered here clears
 * it before its answer leaves. While notifications may be missed (the listening connection is
 * down) nothing is kept. A read that began before a clear is not stored (the generation moved).
 */
export class SessionCache {
  private readonly entries = new Map<string, Entry>();
  private generation = 0;
  private live = false;

  constructor(private readonly capacity = 10_000) {}

  get(sessionId: string, userId: number, now = Date.now()): CachedUser | null {
    const entry = this.entries.get(sessionId);
    if (!entry) return null;
    if (entry.userId !== userId || entry.expiresAt <= now) {
      this.entries.delete(sessionId);
      return null;
    }
    return entry.user;
  }

  /** Taken before a session is read from the database; put() stores the result only if nothing changed since. */
  stamp(): number {
    return this.generation;
  }

  put(sessionId: string, userId: number, user: CachedUser, expiresAt: Date, stamp: number): void {
    if (!this.live || stamp !== this.generation) return;
    if (this.entries.size >= this.capacity) this.entries.delete(this.entries.keys().next().value as string);
    this.entries.set(sessionId, { userId, user, expiresAt: expiresAt.getTime() });
  }

  clear(): void {
    this.generation++;
    this.entries.clear();
  }

  /** false: notifications may be missed, keep nothing; true: listening (again), start from empty. */
  setLive(live: boolean): void {
    this.live = live;
    this.clear();
  }

  get size(): number {
    return this.entries.size;
  }
}
