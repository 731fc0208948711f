import { call } from './contract';
import type { SiteSettings, VersionsResponse } from './site';
/** The site-wide requests (decision 275). */
export const siteCalls = {
  site: call('GET', '/api/site').answer<SiteSettings>(),
  versions: call('GET', '/api/versions').answer<VersionsResponse>(),
};

/** The API's own documentation (OpenAPI), a page the footer and About link to. */
export const API_DOCUMENTATION_PATH = '/api/docs';
