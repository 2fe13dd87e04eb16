/** The catalogue: public reads; admins add and delete courses. */
import type { Course } from '../../../src/app/domain/entities';
import { courseSchema } from '../../../src/app/domain/schemas';
import { newObjectId } from '../ids';
import type { ApiDeps } from '../core/deps';
import { API_ERRORS } from '../core/errors';
import { json } from '../core/routing';
import { validated, withoutUndefined } from '../core/validation';

export function registerCourses({ route, now, auth, collections }: ApiDeps): void {
  route('GET /courses', (context) => collections.list('courses', context));

  route('GET /courses/:id', async ({ params }) =>
    json(200, await collections.findById('courses', params.id ?? '', API_ERRORS.noCourse)),
  );

  route('POST /courses', async (context) => {
    await auth.requireAdmin(context);
    const payload = await validated(courseSchema, await context.body());
    const course: Course = withoutUndefined({
      _id: newObjectId(now()),
      name: payload.name,
      description: payload.description ?? '',
      // No price is a free course; no rating stays absent.
      price: payload.price ?? 0,
      star: payload.star,
      img: payload.img ?? '',
      category: payload.category,
    });
    return collections.insert('courses', course);
  });

  route('DELETE /courses/:id', async (context) => {
    await auth.requireAdmin(context);
    return collections.removeById('courses', context.params.id ?? '', API_ERRORS.noCourse);
  });
}
