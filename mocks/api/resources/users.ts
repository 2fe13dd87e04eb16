/**
 * Users and roles, kept per account (the user record's `uid`): the role flags (GET /users/:email
 * admin, GET /user/:email teacher: the signed-in user about themselves, admins about anyone), the
 * user list (admins, a page at a time: `q` over the email and display name; sorted by `_id`,
 * `email` or `displayName`), registration of the signed-in account (an idempotent upsert by its
 * id) and role grants (the email names an account; its record gets the role).
 */
import type {
  AdminFlag,
  TeacherFlag,
  UpdateResult,
  UpsertResult,
  UserRecord,
} from '@/shared/domain/entities';
import { newUserSchema, roleChangeSchema } from '@/shared/domain/schemas';
import { newObjectId } from '../ids';
import { listed, type ListFields } from '../listParams';
import { sameEmail, userByEmail, userOf, type Roles } from '../core/auth';
import type { ApiDeps } from '../core/deps';
import { API_ERRORS, HttpError } from '../core/errors';
import { json, type Context, type RouteHandler } from '../core/routing';
import { validated } from '../core/validation';

const USER_LIST: ListFields<UserRecord, 'email' | 'displayName'> = {
  searchIn: (user) => [user.email, user.displayName],
  sortFields: { email: (user) => user.email, displayName: (user) => user.displayName },
};

export function registerUsers({ route, store, now, auth }: ApiDeps): void {
  /** The roles of the account holding that email: the caller's own, or anyone's for an admin. */
  const rolesByEmail = async (context: Context): Promise<Roles> => {
    const identity = await auth.identityOf(context);
    const email = context.params.email ?? '';
    if (sameEmail(email, identity.email)) return auth.rolesOf(identity.uid);
    if (!(await auth.rolesOf(identity.uid)).admin) {
      throw new HttpError(403, { error: API_ERRORS.ownRolesOnly });
    }
    const user = userByEmail(await store.read(), email);
    return user ? auth.rolesOf(user.uid) : { admin: false, teacher: false };
  };

  route('GET /users/:email', async (context) => {
    const flag: AdminFlag = { admin: (await rolesByEmail(context)).admin };
    return json(200, flag);
  });

  route('GET /user/:email', async (context) => {
    const flag: TeacherFlag = { teacher: (await rolesByEmail(context)).teacher };
    return json(200, flag);
  });

  // `teacher=true`: the teachers only (an admin naming a course's instructors looks among them).
  route('GET /users', async (context) => {
    await auth.requireAdmin(context);
    const params = new URLSearchParams(context.query);
    const teacher = params.get('teacher');
    params.delete('teacher');
    if (teacher !== null && teacher !== 'true' && teacher !== 'false') {
      throw new HttpError(400, {
        error: API_ERRORS.validation,
        fields: { teacher: 'teacher must be true or false' },
      });
    }
    const users = (await store.read()).users;
    const chosen =
      teacher === null ? users : users.filter((user) => user.teacher === (teacher === 'true'));
    return listed(chosen, params, USER_LIST);
  });

  route('POST /users', async (context) => {
    const identity = await auth.identityOf(context);
    const payload = await validated(newUserSchema, await context.body());
    if (!sameEmail(payload.email, identity.email))
      throw new HttpError(403, { error: API_ERRORS.ownEmailOnly });
    const result = await store.update((tx): UpsertResult => {
      const existing = userOf(tx, identity.uid);
      if (existing) {
        const changes = {
          ...(payload.displayName !== undefined && payload.displayName !== existing.displayName
            ? { displayName: payload.displayName }
            : {}),
          // The account's email as the sign-in service now says it (it may have changed).
          ...(existing.email !== identity.email ? { email: identity.email } : {}),
        };
        const modified = Object.keys(changes).length > 0;
        if (modified) tx.patch('users', existing._id, changes);
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
        uid: identity.uid,
        email: identity.email,
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
        const user = userByEmail(tx.db, payload.email);
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
