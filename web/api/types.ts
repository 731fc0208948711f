/** Shapes of the API answers the web app reads; the answers are defined once by their schemas in core/api/. */

export type { User, UserRole } from '../../core/api/auth';
export type { BibleVersion, SiteSettings, VersionsResponse } from '../../core/api/site';

export interface Credentials {
  username: string;
  password: string;
}

/** A sign-up: credentials and, optionally, an address to confirm. */
export interface Registration extends Credentials {
  email?: string;
}

export interface PasswordChange {
  currentPassword: string;
  newPassword: string;
}
