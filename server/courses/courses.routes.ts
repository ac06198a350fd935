import { createRoute, z } from '@hono/zod-openapi';
import { AppError } from '../http/errors';
import { jsonResponse } from '../http/json-response';
import { createApiRouter } from '../http/openapi';
import { presentCourse } from './courses.presenter';
import { findCourseProduct, listCourseProducts } from './find-course-product';

const courseSchema = z.object({
  code: z.string(),
  kind: z.string(),
  title: z.string(),
  description: z.string(),
  price: z.number(),
  price_kop: z.number().int(),
  currency: z.literal('UAH'),
  access_months: z.number().int().nullable(),
  access_title: z.string(),
  landing: z.string().nullable(),
  checkout_url: z.string(),
  records: z.array(z.object({ id: z.number().int(), title: z.string(), kind: z.string(), url: z.string() })),
});

/** Public catalogue of courses and paid webinars (ADR 040); buying goes through `POST /api/shop4/orders`. */
export function coursesRoutes() {
  return createApiRouter()
    .openapi(
      createRoute({
        method: 'get',
        path: '/courses',
        tags: ['Courses'],
        responses: {
          200: jsonResponse(z.object({ data: z.array(courseSchema) }), 'Courses and paid webinars on sale'),
        },
      }),
      async (c) => {
        const rows = await listCourseProducts({ db: c.get('deps').db, theme: c.get('theme') });
        return c.json({ data: rows.map(presentCourse) }, 200);
      },
    )
    .openapi(
      createRoute({
        method: 'get',
        path: '/courses/{code}',
        tags: ['Courses'],
        request: { params: z.object({ code: z.string().max(100) }) },
        responses: { 200: jsonResponse(z.object({ data: courseSchema }), 'One course or paid webinar') },
      }),
      async (c) => {
        const found = await findCourseProduct({ db: c.get('deps').db, code: c.req.valid('param').code });
        if (!found) throw new AppError('plan_not_found');
        return c.json({ data: presentCourse(found) }, 200);
      },
    );
}
