import { call } from './contract';
import type { MessageResponse } from './common';
import type { Account, AccountExport, AccountSessionsResponse } from './account';
/** The signed-in reader's account requests (decision 275); the data download is a link, `accountCalls.export`. */
export const accountCalls = {
  account: call('GET', '/api/account').answer<Account>(),
  sessions: call('GET', '/api/account/sessions').answer<AccountSessionsResponse>(),
  signOutSession: call('DELETE', '/api/account/sessions/:id').answer<MessageResponse>(),
  signOutOthers: call('POST', '/api/account/sessions/sign-out-others').answer<MessageResponse>(),
  setWordOfDay: call('PUT', '/api/account/word-of-day')
    .body<{ enabled: boolean; time: string; timeZone: string }>()
    .answer<Account>(),
  setEmail: call('POST', '/api/account/email').body<{ email: string }>().answer<Account>(),
  remove: call('POST', '/api/account/delete').body<{ password: string }>().answer<MessageResponse>(),
  export: call('GET', '/api/account/export').answer<AccountExport>(),
};
