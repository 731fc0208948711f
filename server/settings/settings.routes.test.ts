import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  settingCategoriesResponse,
  settingCategoryResponse,
  settingResponse,
  type SystemSetting,
} from '../../core/api/settings';
import { buildApp } from '../app';
import { openDatabase } from '../db/database';
import { createTestApp, testConfig, type TestApp } from '../test/app';
import { databaseKinds } from '../test/databases';
import { buildUser, type SignedInUser, injectAs, type TestMethod } from '../test/factories';

const kinds = await databaseKinds();

describe.each(kinds)('System settings on %s', (kind) => {
  let harness: TestApp;
  let admin: SignedInUser;
  let reader: SignedInUser;

  beforeAll(async () => {
    harness = await createTestApp(kind);
    admin = await buildUser(harness.app, { role: 'admin' });
    reader = await buildUser(harness.app);
  });
  afterAll(async () => {
    await harness?.close();
  });

  const call = (method: TestMethod, url: string, cookie?: string, payload?: object) =>
    injectAs(harness.app, method, url, cookie, payload);
  const expect400 = async (
    method: 'PUT' | 'POST',
    url: string,
    payload: object,
    message: string,
  ): Promise<void> => {
    const response = await call(method, url, admin.cookie, payload);
    expect(response.statusCode, message).toBe(400);
    expect(response.json()).toEqual({ message });
  };
  const newSetting = (overrides: object = {}) => ({
    key: `custom.${kind}`,
    label: 'A custom value',
    value: '12',
    category: 'custom',
    dataType: 'number',
    ...overrides,
  });
  const categorySettings = async (category: string): Promise<SystemSetting[]> => {
    const response = await call('GET', `/api/system-settings/category/${category}`, admin.cookie);
    expect(response.statusCode).toBe(200);
    return settingCategoryResponse.parse(response.json()).settings;
  };

  it('GET categories: 401, 403, then the catalogue categories', async () => {
    const url = '/api/system-settings/categories';
    expect((await call('GET', url)).statusCode).toBe(401);
    expect((await call('GET', url, reader.cookie)).statusCode).toBe(403);
    const response = await call('GET', url, admin.cookie);
    expect(response.statusCode).toBe(200);
    expect(settingCategoriesResponse.parse(response.json()).categories).toEqual(
      expect.arrayContaining(['general', 'developer', 'bible']),
    );
  });

  it('GET category: 401, 403, 404 for an unknown category, then every setting with its metadata', async () => {
    const url = '/api/system-settings/category/general';
    expect((await call('GET', url)).statusCode).toBe(401);
    expect((await call('GET', url, reader.cookie)).statusCode).toBe(403);
    const missing = await call('GET', '/api/system-settings/category/nothing-here', admin.cookie);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'No settings in the category nothing-here' });
    const general = await categorySettings('general');
    expect(general.find((setting) => setting.key === 'site.name')).toEqual({
      key: 'site.name',
      value: 'OpenConcordance',
      hasValue: true,
      category: 'general',
      dataType: 'string',
      label: 'Site name',
      description: 'Shown in the header and the page title.',
      defaultValue: 'OpenConcordance',
      options: null,
      isProtected: false,
      isSystem: true,
      updatedAt: null,
      lastChange: null,
    });
  });

  it('PUT: 401, 400 naming value for each type rule, 403, 404, then the change is recorded and read', async () => {
    const url = '/api/system-settings/site.name';
    expect((await call('PUT', url, undefined, { value: 'X' })).statusCode).toBe(401);
    await expect400('PUT', url, {}, 'value is required');
    await expect400(
      'PUT',
      '/api/system-settings/developer.pagesEnabled',
      { value: 'yes' },
      'value must be true or false',
    );
    expect((await call('PUT', url, reader.cookie, { value: 'X' })).statusCode).toBe(403);
    const missing = await call('PUT', '/api/system-settings/no.such.key', admin.cookie, { value: 'x' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'No setting with the key no.such.key' });

    const response = await call('PUT', url, admin.cookie, { value: 'Settings Test Site' });
    expect(response.statusCode).toBe(200);
    const { setting } = settingResponse.parse(response.json());
    expect(setting.value).toBe('Settings Test Site');
    expect(setting.updatedAt).not.toBeNull();
    expect(setting.lastChange).toMatchObject({
      changedBy: admin.username,
      oldValue: 'OpenConcordance',
      newValue: 'Settings Test Site',
    });
    // The site answers the new value at once (the cache was emptied).
    const site = await call('GET', '/api/site');
    expect(site.json()).toMatchObject({
      siteName: 'Settings Test Site',
      title: 'Settings Test Site | Official Authoritative Original Text Repository',
    });
    // Reset to default: the default value is stored again, and that change is recorded too.
    const reset = await call('PUT', url, admin.cookie, { value: 'OpenConcordance' });
    expect(settingResponse.parse(reset.json()).setting.lastChange).toMatchObject({
      oldValue: 'Settings Test Site',
      newValue: 'OpenConcordance',
    });
    expect((await call('GET', '/api/site')).json()).toMatchObject({ siteName: 'OpenConcordance' });
  });

  it('PUT: the check interval is a whole number of minutes from 1 to 1440', async () => {
    const url = '/api/system-settings/bot.checkIntervalMinutes';
    for (const value of ['0', '-3', '2.5', '99999', '1441']) {
      await expect400('PUT', url, { value }, 'value must be a whole number from 1 to 1440');
    }
    for (const value of ['1', '1440', '5']) {
      const response = await call('PUT', url, admin.cookie, { value });
      expect(response.statusCode, value).toBe(200);
    }
  });

  it('PUT: the contact email is an address or empty; the contact details are public on /api/site', async () => {
    await expect400(
      'PUT',
      '/api/system-settings/contact.email',
      { value: 'not an address' },
      'value must be an email address (name@example.org), or empty',
    );
    for (const [key, value] of [
      ['contact.email', 'office@example.org'],
      ['contact.address', 'The Ministry\nPO Box 1'],
    ] as const) {
      expect((await call('PUT', `/api/system-settings/${key}`, admin.cookie, { value })).statusCode).toBe(
        200,
      );
    }
    expect((await call('GET', '/api/site')).json()).toMatchObject({
      contact: {
        address: 'The Ministry\nPO Box 1',
        email: 'office@example.org',
        otherWays: 'Gifts by cheque or bank transfer are welcome too: write to us to arrange one.',
      },
      givingOnline: false,
    });
    for (const key of ['contact.email', 'contact.address']) {
      await call('PUT', `/api/system-settings/${key}`, admin.cookie, { value: '' });
    }
  });

  it('the demo-mode setting wins over the configuration once stored', async () => {
    expect((await call('GET', '/api/site')).json()).toMatchObject({ demoMode: false });
    await call('PUT', '/api/system-settings/site.demoMode', admin.cookie, { value: 'true' });
    expect((await call('GET', '/api/site')).json()).toMatchObject({ demoMode: true });
    await call('PUT', '/api/system-settings/site.demoMode', admin.cookie, { value: 'false' });
    expect((await call('GET', '/api/site')).json()).toMatchObject({ demoMode: false });
  });

  it('POST: 401, 400 for each missing field and type rule, 403, 201, then 409 for a duplicate key', async () => {
    const url = '/api/system-settings';
    expect((await call('POST', url, undefined, newSetting())).statusCode).toBe(401);
    await expect400('POST', url, newSetting({ key: '' }), 'key is required');
    await expect400('POST', url, newSetting({ label: ' ' }), 'label is required');
    await expect400('POST', url, newSetting({ category: '' }), 'category is required');
    await expect400('POST', url, newSetting({ dataType: 'string', value: '' }), 'value is required');
    await expect400('POST', url, newSetting({ dataType: 'string', value: '   ' }), 'value is required');
    await expect400(
      'POST',
      url,
      newSetting({ dataType: 'date' }),
      'dataType must be one of string, number, boolean, json',
    );
    await expect400(
      'POST',
      url,
      newSetting({ value: 'abc' }),
      'value must be a number (for example 30 or 2.5)',
    );
    const badJson = await call('POST', url, admin.cookie, newSetting({ dataType: 'json', value: '{oops' }));
    expect(badJson.statusCode).toBe(400);
    expect(badJson.json<{ message: string }>().message).toMatch(/^value must be valid JSON: /);
    await expect400(
      'POST',
      url,
      newSetting({ dataType: 'string', value: 'green', options: ['red', 'blue'] }),
      'value must be one of: red, blue',
    );
    expect((await call('POST', url, reader.cookie, newSetting())).statusCode).toBe(403);

    const created = await call('POST', url, admin.cookie, newSetting({ defaultValue: '10' }));
    expect(created.statusCode).toBe(201);
    expect(settingResponse.parse(created.json()).setting).toMatchObject({
      key: `custom.${kind}`,
      value: '12',
      defaultValue: '10',
      isSystem: false,
      lastChange: { changedBy: admin.username, oldValue: null, newValue: '12' },
    });
    const again = await call('POST', url, admin.cookie, newSetting());
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: `A setting with the key custom.${kind} exists already` });
    const system = await call(
      'POST',
      url,
      admin.cookie,
      newSetting({ key: 'site.name', dataType: 'string' }),
    );
    expect(system.statusCode).toBe(409);
    // A number refuses "abc" on PUT too.
    await expect400(
      'PUT',
      `/api/system-settings/custom.${kind}`,
      { value: 'abc' },
      'value must be a number (for example 30 or 2.5)',
    );
    expect(await categorySettings('custom')).toHaveLength(1);
  });

  it('protected values are masked in the answer and in the recorded change', async () => {
    const created = await call(
      'POST',
      '/api/system-settings',
      admin.cookie,
      newSetting({ key: `secret.${kind}`, dataType: 'string', value: 'hunter2-secret', isProtected: true }),
    );
    expect(created.statusCode).toBe(201);
    const { setting } = settingResponse.parse(created.json());
    expect(setting).toMatchObject({ value: '••••et', hasValue: true, isProtected: true });
    expect(setting.lastChange?.newValue).toBe('••••et');
    const updated = await call('PUT', `/api/system-settings/secret.${kind}`, admin.cookie, {
      value: 'another-key',
    });
    expect(settingResponse.parse(updated.json()).setting.lastChange).toMatchObject({
      oldValue: '••••et',
      newValue: '••••ey',
    });
    expect(JSON.stringify(await categorySettings('custom'))).not.toContain('another-key');
    // The server still reads the full value.
    expect(await harness.app.services.settings.get(`secret.${kind}`)).toBe('another-key');
  });

  it('DELETE: 401, 403, 404, a system setting refused, then an added one deleted', async () => {
    const url = `/api/system-settings/custom.${kind}`;
    expect((await call('DELETE', url)).statusCode).toBe(401);
    expect((await call('DELETE', url, reader.cookie)).statusCode).toBe(403);
    expect((await call('DELETE', '/api/system-settings/nope', admin.cookie)).statusCode).toBe(404);
    const system = await call('DELETE', '/api/system-settings/site.name', admin.cookie);
    expect(system.statusCode).toBe(403);
    expect(system.json()).toEqual({
      message:
        'site.name is a system setting the site relies on: it cannot be deleted (reset it to its default instead)',
    });
    const deleted = await call('DELETE', url, admin.cookie);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ message: `Setting custom.${kind} deleted` });
    expect((await categorySettings('custom')).map((setting) => setting.key)).toEqual([`secret.${kind}`]);
  });
});

describe.runIf(kinds.includes('postgres'))('Settings live on every instance (PostgreSQL)', () => {
  let first: TestApp;
  beforeAll(async () => {
    first = await createTestApp('postgres');
  });
  afterAll(async () => {
    await first?.close();
  });

  it('a change made on one instance is read by another without a restart', async () => {
    const secondDatabase = await openDatabase({ databaseUrl: first.database.url!, dataDir: 'memory://' });
    const second = await buildApp({
      config: testConfig(),
      database: secondDatabase,
      logger: false,
      webRoot: '/nonexistent',
    });
    await second.ready();
    try {
      // The second instance reads (and caches) the default first.
      expect((await second.inject({ method: 'GET', url: '/api/site' })).json()).toMatchObject({
        siteName: 'OpenConcordance',
      });
      const admin = await buildUser(first.app, { role: 'admin' });
      const changed = await first.app.inject({
        method: 'PUT',
        url: '/api/system-settings/site.name',
        headers: { cookie: admin.cookie },
        payload: { value: 'Changed Elsewhere' },
      });
      expect(changed.statusCode).toBe(200);
      await expect
        .poll(
          async () =>
            (await second.inject({ method: 'GET', url: '/api/site' })).json<{ siteName: string }>().siteName,
          {
            timeout: 5_000,
          },
        )
        .toBe('Changed Elsewhere');
    } finally {
      await second.close();
      await secondDatabase.close();
    }
  });
});
