import { createRoute, z } from '@hono/zod-openapi';
import { sessionCookieName } from '../http/cookies';
import { jsonResponse } from '../http/json-response';
import { createApiRouter } from '../http/openapi';
import { siteOrigin } from '../http/origin';

/** Public name of the socket application; the client sends it back so a stale page can be told apart. */
export const SOCKET_KEY = 'fahivets';

const settingsSchema = z
  .object({
    host: z.string(),
    key: z.string(),
    cookie: z.string(),
    session: z.object({ user_id: z.number(), name: z.string() }).nullable(),
  })
  .openapi('RealtimeSettings');

/**
 * Realtime connection settings (spec part 2 §3): socket host, key, session cookie name and the client
 * session. The cookie itself stays httpOnly: the browser sends it with the socket handshake, and the
 * session part lets the client see a login or logout and reconnect.
 */
export function realtimeSettingsRoutes() {
  return createApiRouter().openapi(
    createRoute({
      method: 'get',
      path: '/sockets/settings',
      tags: ['Realtime'],
      responses: { 200: jsonResponse(z.object({ data: settingsSchema }), 'How to connect to realtime channels') },
    }),
    (c) => {
      const user = c.get('user');
      const { env } = c.get('deps');
      c.header('Cache-Control', 'private, no-store');
      return c.json(
        {
          data: {
            host: siteOrigin(c),
            key: SOCKET_KEY,
            cookie: sessionCookieName(env.isHttps),
            session: user ? { user_id: user.id, name: user.name } : null,
          },
        },
        200,
      );
    },
  );
}
