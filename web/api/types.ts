/** Shapes of the API answers the web app reads. */

export interface SiteSettings {
  siteName: string;
  tagline: string;
  title: string;
  demoMode: boolean;
  developerPages: boolean;
}

export interface BibleVersion {
  code: string;
  name: string;
  language: string;
  direction: 'ltr' | 'rtl';
  installed: boolean;
  hasStrongs: boolean;
}

export interface VersionsResponse {
  versions: BibleVersion[];
}

export type UserRole = 'user' | 'admin';

export interface User {
  id: number | string;
  username: string;
  role: UserRole;
  /** The password was generated for this user, who must choose a new one before anything else. */
  mustChangePassword?: boolean;
}

export interface Credentials {
  username: string;
  password: string;
}

export interface PasswordChange {
  currentPassword: string;
  newPassword: string;
}
