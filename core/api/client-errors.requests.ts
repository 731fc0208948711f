import { call } from './contract';
import type { ClientErrorBody } from './bot';

/** The browser's report of an error on a page (decision 183), sent by any page (decision 275). */
export const clientErrorCalls = {
  report: call('POST', '/api/client-errors').body<ClientErrorBody>().answer<unknown>(),
};
