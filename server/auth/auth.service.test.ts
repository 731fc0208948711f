import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, databaseKinds, type TestDatabase } from '../test/databases';
import { uniqueUsername } from '../test/factories';
import { AuthRepository } from './auth.repository';
import { AuthService, generatePassword, SESSION_DAYS } from './auth.service';

const kinds = await databaseKinds();

describe.each(kinds)('AuthService on %s', (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterAll(async () => {
    await database?.destroy();
  });

  it('does not accept a session once it has expired', async () => {
    let now = new Date('2026-01-01T00:00:00Z');
    const service = new AuthService(new AuthRepository(database.db), () => now);
    const { token } = await service.register(uniqueUsername(), 'longenough');
    expect(await service.currentUser(token)).toBeDefined();
    now = new Date(now.getTime() + (SESSION_DAYS + 1) * 86_400_000);
    expect(await service.currentUser(token)).toBeUndefined();
  });

  it('creates the first administrator once, with a generated password when none is given', async () => {
    const service = new AuthService(new AuthRepository(database.db));
    const first = await service.ensureAdmin(uniqueUsername('admin'));
    expect(first?.generated).toBe(true);
    expect(first?.password).toMatch(/^[A-Za-z0-9]{20}$/);
    expect(await service.ensureAdmin(uniqueUsername('admin'), 'another-password')).toBeUndefined();
    const { user } = await service.login(first!.user.username, first!.password, '127.0.0.1');
    expect(user.role).toBe('admin');
  });

  it('refuses to turn a reader into an administrator by name', async () => {
    const service = new AuthService(new AuthRepository(database.db));
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
