import type { ThemeId } from '../../common/themes';
import type { AppDeps } from '../http/types';
import { presentCourse } from './courses.presenter';
import { findCourseByLanding, findCourseProduct, listCourseProducts } from './find-course-product';

/** What loaders ask of the courses capability (in-process, presented). */
export function coursesServices(deps: AppDeps) {
  const { db } = deps;
  return {
    list: async (theme: ThemeId) => (await listCourseProducts({ db, theme })).map(presentCourse),
    product: async (code: string) => {
      const found = await findCourseProduct({ db, code });
      return found ? presentCourse(found) : null;
    },
    byLanding: async (landing: string) => {
      const found = await findCourseByLanding({ db, landing });
      return found ? presentCourse(found) : null;
    },
  };
}
