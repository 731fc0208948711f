import { readdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiContract } from '../../core/api/contract';
import type { ContentCollection } from '../../core/api/site-content-admin.requests';
import { createTestApp, type TestApp } from '../test/app';
import { databaseKinds } from '../test/databases';

const kinds = await databaseKinds();

/** The administrators' content calls name their collection in the path: each collection is a route of its own. */
const COLLECTIONS: readonly ContentCollection[] = ['ads', 'content-boxes', 'pages'];

function addresses(contract: ApiContract): string[] {
  return contract.path.includes(':collection')
    ? COLLECTIONS.map((collection) => contract.path.replace(':collection', collection))
    : [contract.path];
}

/** Every request contract of core/api/*.requests.ts (decision 275), by the name the web's client knows it. */
async function allContracts(): Promise<[string, ApiContract][]> {
  const folder = path.resolve(import.meta.dirname, '../../core/api');
  const found: [string, ApiContract][] = [];
  for (const file of readdirSync(folder).filter((name) => name.endsWith('.requests.ts'))) {
    const module = (await import(path.join(folder, file))) as Record<string, Record<string, ApiContract>>;
    for (const [group, calls] of Object.entries(module)) {
      if (!calls || typeof calls !== 'object') continue;
      for (const [name, contract] of Object.entries(calls)) {
        if (contract && typeof contract === 'object' && 'method' in contract && 'path' in contract)
          found.push([`${file} ${group}.${name}`, contract]);
      }
    }
  }
  return found;
}

/**
 * The server's routes read their paths from the request contracts (decision 331): every contract the web's
 * client sends is a route the server registers, with the same method and path.
 */
describe.each(kinds)('every request contract is a route of the server, on %s', (kind) => {
  let harness: TestApp;
  beforeAll(async () => {
    harness = await createTestApp(kind);
  });
  afterAll(async () => {
    await harness?.close();
  });

  it('answers each contract’s method and path', async () => {
    const contracts = await allContracts();
    expect(contracts.length).toBeGreaterThan(100);
    const missing = contracts.flatMap(([name, contract]) =>
      addresses(contract)
        .filter((url) => !harness.app.hasRoute({ method: contract.method, url }))
        .map((url) => `${name}: ${contract.method} ${url}`),
    );
    expect(missing).toEqual([]);
  });
});
