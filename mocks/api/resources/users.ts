/**
 * Users and roles: the public role flags (GET /users/:email admin, GET /user/:email teacher), the
 * user list (admins, a page at a time: `q` over the email and display name; sorted by `_id`,
 * `email` or `displayName`), registration of the signed-in user (an idempotent upsert) and role
 * grants.
 */
import type {
  AdminFlag,
  TeacherFlag,
  UpdateResult,
  UpsertResult,
  UserRecord,
} from '../../../src/shared/domain/entities';
import { newUserSchema, roleChangeSchema } from '../../../src/shared/domain/schemas';
import { newObjectId } from '../ids';
import { listed, type ListFields } from '../listParams';
import { sameEmail } from '../core/auth';
import type { ApiDeps } from '../core/deps';
import { API_ERRORS, HttpError } from '../core/errors';
import { json, type RouteHandler } from '../core/routing';
import { validated } from '../core/validation';

const USER_LIST: ListFields<UserRecord, 'email' | 'displayName'> = {
  searchIn: (user) => [user.email, user.displayName],
  sortFields: { email: (user) => user.email, displayName: (user) => user.displayName },
};

export function registerUsers({ route, store, now, auth }: ApiDeps): void {
  route('GET /users/:email', async ({ params }) => {
    const flag: AdminFlag = { admin: (await auth.rolesOf(params.email ?? '')).admin };
    return json(200, flag);
  });

  route('GET /user/:email', async ({ params }) => {
    const flag: TeacherFlag = { teacher: (await auth.rolesOf(params.email ?? '')).teacher };
    return json(200, flag);
  });

  route('GET /users', async (context) => {
    await auth.requireAdmin(context);
    return listed((await store.read()).users, context.query, USER_LIST);
  });

  route('POST /users', async (context) => {
    const identity = auth.identityOf(context);
    const payload = await validated(newUserSchema, await context.body());
    if (!sameEmail(payload.email, identity.email))
      throw new HttpError(403, { error: API_ERRORS.ownEmailOnly });
    const result = await store.update((tx): UpsertResult => {
      const existing = tx.db.users.find((user) => sameEmail(user.email, payload.email));
      if (existing) {
        const modified =
          payload.displayName !== undefined && payload.displayName !== existing.displayName;
        if (modified && payload.displayName !== undefined)
          tx.patch('users', existing._id, { displayName: payload.displayName });
        return {
          acknowledged: true,
          matchedCount: 1,
          modifiedCount: modified ? 1 : 0,
          upsertedCount: 0,
          upsertedId: null,
        };
      }
      const user: UserRecord = {
        _id: newObjectId(now()),
        email: payload.email,
        displayName: payload.displayName ?? '',
        admin: false,
        teacher: false,
      };
      tx.insert('users', user);
      return {
        acknowledged: true,
        matchedCount: 0,
        modifiedCount: 0,
        upsertedCount: 1,
        upsertedId: user._id,
      };
    });
    return json(result.upsertedId ? 201 : 200, result);
  });

  const grantRole =
    (role: 'admin' | 'teacher'): RouteHandler =>
    async (context) => {
      await auth.requireAdmin(context);
      const payload = await validated(roleChangeSchema, await context.body());
      const result = await store.update((tx): UpdateResult | null => {
        const user = tx.db.users.find((item) => sameEmail(item.email, payload.email));
        if (!user) return null;
        if (user[role]) return { acknowledged: true, matchedCount: 1, modifiedCount: 0 };
        tx.patch('users', user._id, { [role]: true });
        return { acknowledged: true, matchedCount: 1, modifiedCount: 1 };
      });
      if (!result) throw new HttpError(404, { error: API_ERRORS.noUser });
      return json(200, result);
    };
  route('PUT /users/admin', grantRole('admin'));
  route('PUT /user/teacher', grantRole('teacher'));
}
