import { randomBytes } from 'node:crypto';
import type { DevStats } from '../../core/api/dev';
import type { AuthService, SessionUser } from '../auth/auth.service';
import type { Config } from '../config';
import type { SettingsService } from '../settings/settings.service';
import type { DevRepository } from './dev.repository';

/** Developer test sessions and live figures; everything here exists only while developer pages are on. */
/** Development and test mode always; production only when an administrator turned the pages on. */
export async function developerPagesEnabled(
  config: Pick<Config, 'nodeEnv'>,
  settings: Pick<SettingsService, 'getBoolean'>,
): Promise<boolean> {
  return config.nodeEnv !== 'production' || settings.getBoolean('developer.pagesEnabled');
}

export class DevService {
  constructor(
    private readonly config: Config,
    private readonly settings: SettingsService,
    private readonly auth: AuthService,
    private readonly repository: DevRepository,
  ) {}

  /** Development and test mode always; production only when an administrator turned the pages on. */
  enabled(): Promise<boolean> {
    return developerPagesEnabled(this.config, this.settings);
  }

  /**
   * Creates a throwaway account with role `user` and signs it in. A test session is never an administrator:
   * the account is made through the same registration path as any reader's.
   */
  async createTestSession(): Promise<{ user: SessionUser; token: string }> {
    const username = `test_${randomBytes(5).toString('hex')}`;
    const password = randomBytes(24).toString('base64url');
    return this.auth.register(username, password);
  }

  /** Live figures for the developer pages: each installed version's verses, books and chapters. */
  async stats(): Promise<DevStats> {
    const [versions, lexiconEntries, verseMapRows] = await Promise.all([
      this.repository.versionStats(),
      this.repository.lexiconEntries(),
      this.repository.verseMapRows(),
    ]);
    return {
      versions,
      totalVerses: versions.reduce((sum, version) => sum + version.verses, 0),
      lexiconEntries,
      verseMapRows,
      specialEdition: await this.settings.get('edition.special'),
    };
  }
}
