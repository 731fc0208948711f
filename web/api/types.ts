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
  /** The imported text's licence and source (null while not installed); the About page shows them. */
  licence?: string | null;
  attribution?: string | null;
  verseCount?: number;
}

export interface VersionsResponse {
  versions: BibleVersion[];
}

export type UserRole = 'user' | 'admin';

export interface User {
  id: number | string;
  username: string;
  role: UserRole;
}

export interface Credentials {
  username: string;
  password: string;
}
