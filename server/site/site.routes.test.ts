import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemSettings } from '../db/schema/index';
import { createTestApp, type TestApp } from '../test/app';
import { databaseKinds } from '../test/databases';

const kinds = await databaseKinds();

describe.each(kinds)('GET /api/site on %s', (kind) => {
  let harness: TestApp;
  beforeAll(async () => {
    harness = await createTestApp(kind);
  });
  afterAll(async () => {
    await harness?.close();
  });

  it('answers the defaults of the settings catalogue', async () => {
    const response = await harness.app.inject({ method: 'GET', url: '/api/site' });
    expect(response.json()).toEqual({
      siteName: 'OpenConcordance',
      tagline: 'Official Authoritative Original Text Repository',
      title: 'OpenConcordance | Official Authoritative Original Text Repository',
      demoMode: false,
      developerPages: true,
      purchaseUrl: '',
      specialEdition: 'rstne',
      defaultVersion: 'kjv',
      // Nothing published yet but the default other ways to give; giving online is off (decision 262).
      contact: {
        address: '',
        email: '',
        otherWays: 'Gifts by cheque or bank transfer are welcome too: write to us to arrange one.',
      },
      givingOnline: false,
    });
  });

  it('answers what an administrator stored', async () => {
    const setting = (key: string, value: string) => ({
      key,
      value,
      category: 'bible',
      dataType: 'string' as const,
      label: key,
    });
    await harness.database.db.insert(systemSettings).values([
      setting('edition.purchaseUrl', 'https://example.org/buy'),
      setting('edition.special', 'nkjv'),
      setting('site.name', 'My Concordance'),
      // Not installed here: the search box must not start with a version it cannot search.
      setting('search.defaultVersion', 'ylt'),
    ]);
    // Written past the service (which notifies every instance), so this instance's cache is emptied by hand.
    harness.app.services.settings.invalidate();
    const response = await harness.app.inject({ method: 'GET', url: '/api/site' });
    expect(response.json()).toMatchObject({
      siteName: 'My Concordance',
      title: 'My Concordance | Official Authoritative Original Text Repository',
      purchaseUrl: 'https://example.org/buy',
      specialEdition: 'nkjv',
      defaultVersion: 'kjv',
    });
  });
});
