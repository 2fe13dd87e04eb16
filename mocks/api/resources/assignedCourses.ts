/**
 * Assigned courses (teachers' cohorts): public reads, a page at a time (`q` over the name and
 * description; sorted by `_id`, which orders them by when they were assigned, or by `name`);
 * teachers and admins add them.
 */
import type { AssignedCourse } from '@/shared/domain/entities';
import { assignedCourseSchema } from '@/shared/domain/schemas';
import { newObjectId } from '../ids';
import { listed, type ListFields } from '../listParams';
import type { ApiDeps } from '../core/deps';
import { API_ERRORS, HttpError } from '../core/errors';
import { json } from '../core/routing';
import { validated } from '../core/validation';

const ASSIGNED_COURSE_LIST: ListFields<AssignedCourse, 'name'> = {
  searchIn: (course) => [course.name, course.description],
  sortFields: { name: (course) => course.name },
};

export function registerAssignedCourses({ route, store, now, auth, collections }: ApiDeps): void {
  route('GET /assigncourse', async ({ query }) =>
    listed((await store.read()).assigncourse, query, ASSIGNED_COURSE_LIST),
  );

  route('GET /assigncourse/:id', async ({ params }) =>
    json(
      200,
      await collections.findById('assigncourse', params.id ?? '', API_ERRORS.noAssignedCourse),
    ),
  );

  route('POST /assigncourse', async (context) => {
    const identity = await auth.identityOf(context);
    const roles = await auth.rolesOf(identity.uid);
    if (!roles.admin && !roles.teacher)
      throw new HttpError(403, { error: API_ERRORS.teachersOnly });
    const payload = await validated(assignedCourseSchema, await context.body());
    const assigned: AssignedCourse = {
      _id: newObjectId(now()),
      name: payload.name,
      description: payload.description ?? '',
      img: payload.img ?? '',
    };
    return collections.insert('assigncourse', assigned);
  });
}
