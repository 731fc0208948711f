import { call } from './contract';
import type { MessageResponse } from './common';
import type {
  Advertisement,
  AdvertisementsResponse,
  ContentBox,
  ContentBoxesResponse,
  CustomPage,
  CustomPagesResponse,
  PreviewResponse,
} from './site-content';

/**
 * The administrators' site-content requests (decision 275), apart from the public ones so that the first
 * script, which carries those, does not carry these.
 */
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
