import { createRoute, z } from '@hono/zod-openapi';
import type { MiddlewareHandler } from 'hono';
import { isEventsEditor } from '../campaigns/events-editor';
import { isSliderId, type SliderId, sliderMessages } from '../../common/slider';
import { sliderInput } from '../../common/slider-input';
import { AppError } from '../http/errors';
import { jsonResponse } from '../http/json-response';
import { createApiRouter, requireUser, sessionSecurity } from '../http/openapi';
import { purgePublicPages } from '../http/page-cache';
import type { AppDeps, AppEnv } from '../http/types';
import { listSlides, listSlidesForStaff } from './list-slides';
import { saveSlides } from './save-slides';

const tags = ['Slider'];
const editorsOnly: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (!isEventsEditor(requireUser(c.get('user')))) throw new AppError('forbidden');
  await next();
};
const sliderParams = z.object({ id: z.string().max(40) });
const sliderOf = (id: string): SliderId => {
  if (!isSliderId(id)) throw new AppError('not_found', { message: sliderMessages.notFound });
  return id;
};
const slide = z.object({
  id: z.number(),
  title: z.string(),
  text: z.string(),
  link: z.string(),
  button: z.string(),
  image: z.string().nullable(),
  placement: z.string(),
});
const staffSlide = slide.extend({
  starts_at: z.string().nullable(),
  ends_at: z.string().nullable(),
  themes: z.array(z.string()),
  is_published: z.boolean(),
});

/** Spec part 2 §7 `frontend/slider/{id}` and the staff's editing of the slides. */
export function sliderRoutes(deps: AppDeps) {
  const router = createApiRouter();
  router.openapi(
    createRoute({
      method: 'get',
      path: '/frontend/slider/{id}',
      tags,
      request: {
        params: sliderParams,
        query: z.object({ referrer: z.string().max(2000, 'Адреса занадто довга').optional() }),
      },
      responses: { 200: jsonResponse(z.object({ data: z.array(slide) }), 'The slides shown now, in order') },
    }),
    async (c) => {
      const slider = sliderOf(c.req.valid('param').id);
      const { referrer } = c.req.valid('query');
      return c.json({ data: await listSlides({ db: deps.db, slider, theme: c.get('theme'), referrer }) }, 200);
    },
  );
  router.openapi(
    createRoute({
      method: 'get',
      path: '/staff/slider/{id}',
      tags,
      security: sessionSecurity,
      middleware: [editorsOnly],
      request: { params: sliderParams },
      responses: { 200: jsonResponse(z.object({ data: z.array(staffSlide) }), 'Every slide of the slider') },
    }),
    async (c) => {
      const slider = sliderOf(c.req.valid('param').id);
      return c.json({ data: await listSlidesForStaff({ db: deps.db, slider }) }, 200);
    },
  );
  router.openapi(
    createRoute({
      method: 'put',
      path: '/staff/slider/{id}',
      tags,
      security: sessionSecurity,
      middleware: [editorsOnly],
      request: { params: sliderParams, body: { content: { 'application/json': { schema: sliderInput } } } },
      responses: { 200: jsonResponse(z.object({ data: z.array(staffSlide) }), 'Saved, in the order given') },
    }),
    async (c) => {
      const slider = sliderOf(c.req.valid('param').id);
      const data = await saveSlides({ db: deps.db, slider, input: c.req.valid('json') });
      await purgePublicPages(deps, ['/', '/news']);
      return c.json({ data }, 200);
    },
  );
  return router;
}
