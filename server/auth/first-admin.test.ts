import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { FIRST_ADMIN_FILE, leaveFirstAdminPassword } from './first-admin';

describe('leaveFirstAdminPassword', () => {
  let dataDir: string | undefined;
  afterEach(() => {
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it('writes the password to a file only its owner may read, and prints its path, never the password', () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'oc-first-admin-'));
    const file = path.join(dataDir, FIRST_ADMIN_FILE);
    // A file left behind with wider permissions is replaced, not reused.
    writeFileSync(file, 'old', { mode: 0o644 });
    const admin = { username: 'admin', password: 'Gq7mXk2pRt9vWz4nHc8s' };

    const result = leaveFirstAdminPassword(dataDir, admin);

    expect(result.file).toBe(file);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    const text = readFileSync(file, 'utf8');
    expect(text).toContain('username: admin');
    expect(text).toContain(`password: ${admin.password}`);
    expect(result.message).toContain(file);
    expect(result.message).toContain('choose a new password');
    expect(result.message).not.toContain(admin.password);
  });
});
