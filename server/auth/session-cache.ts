import type { DatabaseHandle } from '../db/database';
import { LruCache } from '../http/lru-cache';
import type { SessionUserRow } from './auth.repository';
import { ListenedCache } from '../db/listened-cache';

/** The channel of migration 0019's triggers: a session ended or its account changed (payload: the user's id). */
export const SESSIONS_CHANGED_CHANNEL = 'sessions_changed';

/** What ends sessions or changes the accounts they answer for, told so that this instance forgets them at once. */
export interface SessionsChanged {
  /** Every session of the user (signed out everywhere, password or role changed, account deleted). */
  dropUser(userId: string): void;
  /** The one session of this token hash (signed out). */
  dropToken(tokenHash: string): void;
}

interface Kept {
  row: SessionUserRow;
  /** When it was read from the database (ms): a kept session is read again after `maxAgeMs`. */
  readAt: number;
}

/**
 * Sessions read recently, by token hash, so that a signed-in request costs no statement (decision 366).
 * Every end of a session or change of its account, on any instance and by any path, is announced by the
 * database's triggers (migration 0019) and drops the user's sessions here; this instance's own changes drop
 * them at once too (`SessionsChanged`, called by the repositories). A read that began before a drop is not
 * kept (`epoch`). While the LISTEN connection is lost nothing is kept or answered from here; every kept
 * session is read again after `maxAgeMs` whatever happens.
 */
export class SessionCache implements SessionsChanged {
  /** The token hashes of a user, kept: a user's sessions are dropped together. */
  private readonly byUser: LruCache<string, Map<string, Kept>>;
  /** The user of a token hash (never changes), to find its user's entry. */
  private readonly userOf: LruCache<string, string>;
  /** Counts drops: a session read from the database is kept only if none happened while it was read. */
  private drops = 0;
  /** Emptied when its LISTEN connection is lost and when it is back; `hearing` false in between. */
  private readonly listened = new ListenedCache(() => this.clear());

  constructor(
    capacity: number,
    private readonly maxAgeMs: number,
  ) {
    this.byUser = new LruCache(capacity);
    this.userOf = new LruCache(capacity);
  }

  /** The number of drops so far: pass it to `keep` with what was read after taking it. */
  get epoch(): number {
    return this.drops;
  }

  /** The kept session of a token hash, if read less than `maxAgeMs` before `now`. */
  get(tokenHash: string, now: number): SessionUserRow | undefined {
    if (!this.listened.hearing) return undefined;
    const userId = this.userOf.get(tokenHash);
    const kept = userId === undefined ? undefined : this.byUser.get(userId)?.get(tokenHash);
    if (!kept) return undefined;
    if (now - kept.readAt >= this.maxAgeMs) return undefined;
    return kept.row;
  }

  /** Keeps a session read from the database, unless a drop happened since `epoch` was taken before reading it. */
  keep(tokenHash: string, row: SessionUserRow, epoch: number, now: number): void {
    if (!this.listened.hearing || epoch !== this.drops) return;
    const tokens = this.byUser.get(row.id) ?? new Map<string, Kept>();
    tokens.set(tokenHash, { row, readAt: now });
    this.byUser.set(row.id, tokens);
    this.userOf.set(tokenHash, row.id);
  }

  dropUser(userId: string): void {
    this.drops++;
    this.byUser.delete(userId);
  }

  dropToken(tokenHash: string): void {
    this.drops++;
    const userId = this.userOf.get(tokenHash);
    if (userId !== undefined) this.byUser.get(userId)?.delete(tokenHash);
    this.userOf.delete(tokenHash);
  }

  clear(): void {
    this.drops++;
    this.byUser.clear();
    this.userOf.clear();
  }

  /**
   * Hears the triggers' announcements from every instance (on PGlite, this process's own). A lost LISTEN
   * connection on a server clears the sessions and keeps none until it is back.
   */
  async listen(database: DatabaseHandle): Promise<void> {
    await this.listened.listen(database, SESSIONS_CHANGED_CHANNEL, (userId) => this.dropUser(userId));
  }

  async close(): Promise<void> {
    await this.listened.close();
  }
}
