import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../db/schema/index';
import { createTestDatabase, databaseKinds, type TestDatabase } from '../test/databases';
import { uniqueUsername } from '../test/factories';
import { AuthRepository } from './auth.repository';
import { AuthService, generatePassword } from './auth.service';

const kinds = await databaseKinds();
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const address = { address: '127.0.0.1' };

describe.each(kinds)('AuthService on %s', (kind) => {
  let database: TestDatabase;
  let now = new Date('2026-01-01T00:00:00Z');
  let service: AuthService;
  const later = (ms: number) => {
    now = new Date(now.getTime() + ms);
  };
  beforeAll(async () => {
    database = await createTestDatabase(kind);
    service = new AuthService(new AuthRepository(database.db), () => now);
  });
  afterAll(async () => {
    await database?.destroy();
  });

  const lastSeen = async (sessionId: string) => {
    const [row] = await database.db.select().from(sessions).where(eq(sessions.id, sessionId));
    return row?.lastSeenAt.getTime();
  };

  it("ends a reader's session after 7 idle days, and any reader's session after 30 days", async () => {
    const { token } = await service.register(uniqueUsername(), 'longenough');
    later(6 * DAY);
    expect(await service.currentUser(token)).toBeDefined();
    later(7 * DAY - MINUTE);
    expect(await service.currentUser(token)).toBeDefined();
    later(7 * DAY);
    expect(await service.currentUser(token)).toBeUndefined();

    const kept = await service.register(uniqueUsername(), 'longenough');
    for (let day = 6; day < 30; day += 6) {
      later(6 * DAY);
      expect(await service.currentUser(kept.token)).toBeDefined();
    }
    later(6 * DAY);
    expect(await service.currentUser(kept.token)).toBeUndefined();
  });

  it("ends an administrator's session after 2 idle hours, and any after 12 hours", async () => {
    const username = uniqueUsername('admin');
    await service.createAdmin(username, 'an admin password');
    const idle = await service.login(username, 'an admin password', address);
    later(2 * HOUR - MINUTE);
    expect(await service.currentUser(idle.token)).toBeDefined();
    later(2 * HOUR);
    expect(await service.currentUser(idle.token)).toBeUndefined();

    const busy = await service.login(username, 'an admin password', address);
    for (let hour = 1; hour < 12; hour += 1) {
      later(HOUR);
      expect(await service.currentUser(busy.token)).toBeDefined();
    }
    later(HOUR);
    expect(await service.currentUser(busy.token)).toBeUndefined();
  });

  it('writes when a session was last seen at most once every 5 minutes', async () => {
    const { token, user } = await service.register(uniqueUsername(), 'longenough');
    const started = now.getTime();
    later(4 * MINUTE);
    await service.currentUser(token);
    expect(await lastSeen(user.sessionId)).toBe(started);
    later(MINUTE);
    await service.currentUser(token);
    expect(await lastSeen(user.sessionId)).toBe(now.getTime());
  });

  it('creates the first administrator once: a generated password must be changed, a chosen common one is refused', async () => {
    const fresh = await createTestDatabase(kind);
    try {
      const empty = new AuthService(new AuthRepository(fresh.db));
      await expect(empty.ensureAdmin('admin', 'Password123')).rejects.toMatchObject({
        code: 'common_password',
      });
      const first = await empty.ensureAdmin(uniqueUsername('admin'));
      expect(first?.generated).toBe(true);
      expect(first?.password).toMatch(/^[A-Za-z0-9]{20}$/);
      expect(first?.user.mustChangePassword).toBe(true);
      expect(await empty.ensureAdmin(uniqueUsername('admin'), 'another-password')).toBeUndefined();
      const { user } = await empty.login(first!.user.username, first!.password, address);
      expect(user).toMatchObject({ role: 'admin', mustChangePassword: true });
    } finally {
      await fresh.destroy();
    }
  });

  it('lets an operator choose an administrator password, which need not be changed', async () => {
    const chosen = await service.createAdmin(uniqueUsername('admin'), 'a chosen password');
    expect(chosen.user.mustChangePassword).toBe(false);
  });

  it('signs an administrator out everywhere when the password is reset from the command line', async () => {
    const username = uniqueUsername('admin');
    await service.createAdmin(username, 'an admin password');
    const first = await service.login(username, 'an admin password', address);
    const second = await service.login(username, 'an admin password', address);
    const reset = await service.createAdmin(username);
    expect(reset).toMatchObject({ created: false, user: { mustChangePassword: true } });
    expect(await service.currentUser(first.token)).toBeUndefined();
    expect(await service.currentUser(second.token)).toBeUndefined();
    const { user } = await service.login(username, reset.password, address);
    expect(user.mustChangePassword).toBe(true);
  });

  it('refuses to turn a reader into an administrator by name', async () => {
    const username = uniqueUsername();
    await service.register(username, 'longenough');
    await expect(service.createAdmin(username)).rejects.toThrow('That username is already taken');
  });
});

describe('generatePassword', () => {
  it('makes distinct passwords of the asked length without look-alike characters', () => {
    const passwords = new Set(Array.from({ length: 50 }, () => generatePassword()));
    expect(passwords.size).toBe(50);
    for (const password of passwords) expect(password).toMatch(/^[A-HJ-NP-Za-km-z2-9]{20}$/);
  });
});
