import { createRoute, z } from '@hono/zod-openapi';
import type { MiddlewareHandler } from 'hono';
import { countCampaignRegistrations } from '../accounts/register-for-campaign';
import { AppError } from '../http/errors';
import { jsonResponse } from '../http/json-response';
import { createApiRouter, requireUser, sessionSecurity } from '../http/openapi';
import type { AppDeps, AppEnv } from '../http/types';
import { presentCampaign } from './campaigns.presenter';
import { campaignAliasParams, campaignInput, campaignSchema, trafficQuery, trafficSchema } from './campaigns.schema';
import { isEventsEditor } from './events-editor';
import { findCampaign } from './find-campaign';
import { listCampaigns, saveCampaign } from './save-campaign';
import { trafficReport } from './traffic-report';

const tags = ['Campaigns'];

const eventsEditorOnly: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (!isEventsEditor(requireUser(c.get('user')))) throw new AppError('forbidden');
  await next();
};

/** Registration counters for landings, and the staff's campaign configuration. */
export function campaignsRoutes(deps: AppDeps) {
  const router = createApiRouter();
  router.openapi(
    createRoute({
      method: 'get',
      path: '/kbs/campaign/{campaign}',
      tags,
      request: { params: campaignAliasParams },
      responses: { 200: jsonResponse(z.object({ count: z.number() }), 'Registrations of the campaign') },
    }),
    async (c) => {
      const { campaign } = c.req.valid('param');
      return c.json({ count: await countCampaignRegistrations({ db: deps.db, campaign }) }, 200);
    },
  );
  router.openapi(
    createRoute({
      method: 'get',
      path: '/staff/campaigns',
      tags,
      security: sessionSecurity,
      middleware: [eventsEditorOnly],
      responses: {
        200: jsonResponse(z.object({ data: z.array(campaignSchema) }), 'Configured campaigns'),
      },
    }),
    async (c) => {
      const rows = await listCampaigns({ db: deps.db });
      return c.json({ data: rows.map((r) => presentCampaign(r.campaign, r.registrations)) }, 200);
    },
  );
  router.openapi(
    createRoute({
      method: 'get',
      path: '/staff/traffic',
      tags,
      security: sessionSecurity,
      middleware: [eventsEditorOnly],
      request: { query: trafficQuery },
      responses: {
        200: jsonResponse(z.object({ data: trafficSchema }), 'Campaign registrations and paid orders per source'),
      },
    }),
    async (c) => c.json({ data: await trafficReport({ db: deps.db, query: c.req.valid('query') }) }, 200),
  );
  router.openapi(
    createRoute({
      method: 'put',
      path: '/staff/campaigns/{campaign}',
      tags,
      security: sessionSecurity,
      middleware: [eventsEditorOnly],
      request: {
        params: campaignAliasParams,
        body: { content: { 'application/json': { schema: campaignInput } } },
      },
      responses: {
        200: jsonResponse(z.object({ data: campaignSchema }), 'Updated'),
        201: jsonResponse(z.object({ data: campaignSchema }), 'Created'),
      },
    }),
    async (c) => {
      const { campaign: alias } = c.req.valid('param');
      const { campaign, isCreated } = await saveCampaign({ db: deps.db, alias, input: c.req.valid('json') });
      const registrations = await countCampaignRegistrations({ db: deps.db, campaign: alias });
      const data = presentCampaign(campaign, registrations);
      return isCreated ? c.json({ data }, 201) : c.json({ data }, 200);
    },
  );
  router.openapi(
    createRoute({
      method: 'get',
      path: '/staff/campaigns/{campaign}',
      tags,
      security: sessionSecurity,
      middleware: [eventsEditorOnly],
      request: { params: campaignAliasParams },
      responses: { 200: jsonResponse(z.object({ data: campaignSchema }), 'One campaign') },
    }),
    async (c) => {
      const { campaign: alias } = c.req.valid('param');
      const campaign = await findCampaign({ db: deps.db, alias });
      const registrations = await countCampaignRegistrations({ db: deps.db, campaign: alias });
      return c.json({ data: presentCampaign(campaign, registrations) }, 200);
    },
  );
  return router;
}
