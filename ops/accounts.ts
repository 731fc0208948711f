import { randomBytes } from 'node:crypto';
import { Client } from './load';

/** Readers who write notes: signed up and signed in, each from its own address (127.0.2.N). */
export function signUpWriters(baseUrl: string, count: number): Promise<Client[]> {
  return Promise.all(
    Array.from({ length: count }, async (_, n) => {
      const client = new Client(baseUrl, `127.0.2.${n + 1}`);
      const credentials = {
        username: `opswriter${n + 1}`,
        password: `Ops-check writer ${n + 1} ${randomBytes(6).toString('hex')}`,
      };
      const registered = await client.request('POST', '/api/register', credentials);
      const login = await client.request('POST', '/api/login', credentials);
      if (login.status !== 200)
        throw new Error(
          `writer ${n + 1}: sign-up ${registered.status}, sign-in ${login.status} ${login.body}`,
        );
      return client;
    }),
  );
}

/** Signs the first administrator in (choosing a new password when the first start asks for one). */
export async function signInAdmin(admin: Client, password: string): Promise<Client> {
  const login = await admin.request('POST', '/api/login', { username: 'opsadmin', password });
  if (login.status !== 200) throw new Error(`administrator sign-in: ${login.status} ${login.body}`);
  if (
    (JSON.parse(login.body ?? '{}') as { user?: { mustChangePassword?: boolean } }).user?.mustChangePassword
  ) {
    const newPassword = `${password}-changed`;
    const changed = await admin.request('POST', '/api/user/password', {
      currentPassword: password,
      newPassword,
    });
    if (changed.status !== 200)
      throw new Error(`administrator password change: ${changed.status} ${changed.body}`);
  }
  return admin;
}
