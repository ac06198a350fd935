import { defineCapability } from '../capability';
import { coursesServices } from './courses-services';
import { coursesRoutes } from './courses.routes';
import { seedCourses, seedFreeModuleCampaign } from './seed-courses';

/** Courses and paid webinars sold through the package checkout (ADR 040). */
export const courses = defineCapability({
  name: 'courses',
  api: coursesRoutes,
  services: coursesServices,
  seed: { reference: ({ db }) => seedFreeModuleCampaign(db), demo: ({ db }) => seedCourses(db) },
  events: {
    'course.granted': (p) => [
      { room: `private-user.${p.userId}`, event: 'course_granted', payload: { id: p.grantId, end_at: p.endAt } },
    ],
  },
});
