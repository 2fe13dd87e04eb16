/**
 * The catalogue: public reads, searched, filtered, sorted and paged on the server (../courseSearch.ts);
 * admins add and delete courses. A course deleted while anyone is enrolled in it is withdrawn, not
 * erased: it moves to `withdrawnCourses`, out of every list, and only its learners, teachers and
 * admins still read it (./courseAccess.ts).
 */
import type { Course, DeleteResult } from '@/shared/domain/entities';
import { courseSchema } from '@/shared/domain/schemas';
import { isObjectId, newObjectId } from '../ids';
import type { ApiDeps } from '../core/deps';
import { API_ERRORS, HttpError } from '../core/errors';
import { categoryFacets, parseCourseQuery, searchCourses } from '../courseSearch';
import { json } from '../core/routing';
import { validated, withoutUndefined } from '../core/validation';
import { courseWithdrawn, findCourse, publicCourse, readsWithdrawnCourse } from './courseAccess';

export function registerCourses({ route, store, now, auth, collections }: ApiDeps): void {
  route('GET /courses', async (context) => {
    const query = parseCourseQuery(context.query);
    const result = searchCourses((await store.read()).courses, query);
    return json(200, result.items.map(publicCourse), {
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

  // An offered course is public. A withdrawn one answers only those who still read it (a token is
  // checked only then), and 410 to everyone else.
  route('GET /courses/:id', async (context) => {
    const found = findCourse(await store.view(), context.params.id ?? '');
    if (!found) throw new HttpError(404, { error: API_ERRORS.noCourse });
    if (!found.withdrawn) return json(200, publicCourse(found.course));
    const identity = await auth.optionalIdentityOf(context);
    if (!identity || !readsWithdrawnCourse(await store.view(), found.course._id, identity.uid)) {
      throw courseWithdrawn(410);
    }
    return json(200, publicCourse(found.course));
  });

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

  // Deleted either way for the catalogue (`deletedCount: 1`); with enrollments, the course is kept
  // as withdrawn for its learners' receipts, lessons and certificates.
  route('DELETE /courses/:id', async (context) => {
    await auth.requireAdmin(context);
    const id = context.params.id ?? '';
    const deleted = await store.update((tx) => {
      const course = isObjectId(id) ? tx.get('courses', id) : undefined;
      if (!course) return false;
      tx.remove('courses', course._id);
      if (tx.where('enroll', 'courseId', course._id).length > 0) {
        const withdrawnAt = new Date(now()).toISOString();
        const { instructorIds, ...rest } = course;
        tx.insert('withdrawnCourses', {
          ...rest,
          ...(instructorIds ? { instructorIds: [...instructorIds] } : {}),
          withdrawn: true,
          withdrawnAt,
        });
      }
      return true;
    });
    if (!deleted) throw new HttpError(404, { error: API_ERRORS.noCourse });
    const result: DeleteResult = { acknowledged: true, deletedCount: 1 };
    return json(200, result);
  });
}
