/** Shapes of the API answers the web app reads; the answers are defined once by their schemas in core/api/. */

export type { User, UserRole } from '../../core/api/auth';
export type { BibleVersion, SiteSettings, VersionsResponse } from '../../core/api/site';

export type { Credentials, PasswordChange, Registration } from '../../core/api/auth.requests';
