/**
 * The catalogue: public reads, searched, filtered, sorted and paged on the server (../courseSearch.ts);
 * admins add and delete courses.
 */
import type { Course } from '../../../src/shared/domain/entities';
import { courseSchema } from '../../../src/shared/domain/schemas';
import { newObjectId } from '../ids';
import type { ApiDeps } from '../core/deps';
import { API_ERRORS } from '../core/errors';
import { categoryFacets, parseCourseQuery, searchCourses } from '../courseSearch';
import { json } from '../core/routing';
import { validated, withoutUndefined } from '../core/validation';

export function registerCourses({ route, store, now, auth, collections }: ApiDeps): void {
  route('GET /courses', async (context) => {
    const query = parseCourseQuery(context.query);
    const result = searchCourses((await store.read()).courses, query);
    return json(200, result.items, {
      'X-Total-Count': String(result.total),
      'X-Search-Match': result.match,
      // Words are URI-encoded (a header carries ASCII), comma-separated.
      ...(result.terms.length > 0
        ? { 'X-Search-Terms': result.terms.map(encodeURIComponent).join(',') }
        : {}),
    });
  });

  // A literal segment: matched before GET /courses/:id.
  route('GET /courses/facets', async (context) => {
    const q = context.query.get('q')?.trim() ?? '';
    return json(200, categoryFacets((await store.read()).courses, q));
  });

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
