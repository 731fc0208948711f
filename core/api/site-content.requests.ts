import { call } from './contract';
import type { MessageResponse } from './common';
import type {
  Advertisement,
  AdvertisementsResponse,
  ContentBox,
  ContentBoxesResponse,
  CustomPage,
  CustomPagesResponse,
  PlacementsResponse,
  PreviewResponse,
  PublicPageResponse,
  PublicPagesResponse,
} from './site-content';
/** The public site content's requests (decision 275). */
export const siteContentCalls = {
  placements: call('GET', '/api/site/placements').answer<PlacementsResponse>(),
  pages: call('GET', '/api/pages').answer<PublicPagesResponse>(),
  page: call('GET', '/api/pages/:slug').answer<PublicPageResponse>(),
};

/** The administrators' three kinds of content share one set of calls under their collection's path. */
export type ContentCollection = 'ads' | 'content-boxes' | 'pages';
type ContentItemAnswer = Advertisement | ContentBox | CustomPage;

export const siteContentAdminCalls = {
  list: call('GET', '/api/admin/:collection').answer<
    AdvertisementsResponse | ContentBoxesResponse | CustomPagesResponse
  >(),
  create: call('POST', '/api/admin/:collection').body<unknown>().answer<ContentItemAnswer>(),
  update: call('PUT', '/api/admin/:collection/:id').body<unknown>().answer<ContentItemAnswer>(),
  setActive: call('POST', '/api/admin/:collection/:id/active')
    .body<{ active: boolean }>()
    .answer<ContentItemAnswer>(),
  remove: call('DELETE', '/api/admin/:collection/:id').answer<MessageResponse>(),
  preview: call('POST', '/api/admin/site-content/preview')
    .body<{ content: string }>()
    .answer<PreviewResponse>(),
};
