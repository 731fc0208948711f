import { call } from './contract';
import type { PlacementsResponse, PublicPageResponse, PublicPagesResponse } from './site-content';
/** The public site content's requests (decision 275). */
export const siteContentCalls = {
  placements: call('GET', '/api/site/placements').answer<PlacementsResponse>(),
  pages: call('GET', '/api/pages').answer<PublicPagesResponse>(),
  page: call('GET', '/api/pages/:slug').answer<PublicPageResponse>(),
};
