import { call } from './contract';
import type { MessageResponse } from './common';
import type { LoginResponse, SessionAnswer, User } from './auth';
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

/** The session's requests (decision 275). */
export const authCalls = {
  session: call('GET', '/api/session').answer<SessionAnswer>(),
  login: call('POST', '/api/login').body<Credentials>().answer<LoginResponse>(),
  register: call('POST', '/api/register').body<Registration>().answer<User>(),
  logout: call('POST', '/api/logout').answer<MessageResponse>(),
  changePassword: call('POST', '/api/user/password').body<PasswordChange>().answer<User>(),
  requestPasswordReset: call('POST', '/api/password-reset/request')
    .body<{ username: string }>()
    .answer<MessageResponse>(),
  resetPassword: call('POST', '/api/password-reset')
    .body<{ token: string; password: string }>()
    .answer<MessageResponse>(),
};
