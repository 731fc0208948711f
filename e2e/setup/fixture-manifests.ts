import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const FIXTURES_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'fixtures');

/** The fixture manifests (`e2e/fixtures/*.fixture.json`) in order of name; see import-fixtures.ts. */
export function fixtureManifests(directory = FIXTURES_DIR): string[] {
  try {
    return readdirSync(directory)
      .filter((file) => file.endsWith('.fixture.json'))
      .sort()
      .map((file) => path.join(directory, file));
  } catch {
    return [];
  }
}
