import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSession } from '../accounts/sessions';
import { users } from '../db/schema';
import { startTestServer, type TestServer } from '../../tests/support/test-server';

/** Control: on an HTTPS site only the `__Host-` session cookie is accepted (no prefix downgrade). */
let t: TestServer;
let id: string;
beforeAll(async () => {
  t = await startTestServer({ env: { PUBLIC_URL: 'https://fahivets.test', PAYMENTS_SIMULATOR: '1' } });
  const [u] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, 'user@fahivets.ua'));
  id = (await createSession({ db: t.database.db, userId: u.id, remember: true })).id;
});
afterAll(async () => {
  await t?.stop();
});

describe('session cookie on HTTPS', () => {
  it('the __Host- cookie signs in; the plain-named one with the same id does not', async () => {
    expect((await t.request('/api/clients/ping', { cookie: `__Host-fahivets_session=${id}` })).status).toBe(200);
    expect((await t.request('/api/clients/ping', { cookie: `fahivets_session=${id}` })).status).toBe(401);
    // Planted first, before the real one: still only the __Host- cookie counts.
    expect(
      (await t.request('/api/clients/ping', { cookie: `fahivets_session=planted; __Host-fahivets_session=${id}` }))
        .status,
    ).toBe(200);
  });
});
