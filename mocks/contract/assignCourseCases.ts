/**
 * Course assignments (/assigncourse): anyone reads them, teachers and admins write one that meets
 * the rules.
 */
import { call } from './client';
import {
  expectError,
  expectFieldError,
  expectStatus,
  insertedId,
  list,
  PERSONAS,
  type ContractCase,
} from './expectations';

export function assignCourseCases(): ContractCase[] {
  return [
    {
      name: 'GET /assigncourse (public) and POST /assigncourse (teacher or admin) with validation',
      async run(t) {
        const assigned = await call(t, 'GET', '/assigncourse');
        expectStatus(assigned, 200, 'GET /assigncourse');
        list(assigned.json, 'assigned');
        const body = {
          name: 'Contract Cohort',
          description: 'Evening class',
          img: 'https://cdn.example.com/c.png',
        };
        expectError(await call(t, 'POST', '/assigncourse', { body }), 401, 'anonymous');
        expectError(
          await call(t, 'POST', '/assigncourse', { as: PERSONAS.learnerA, body }),
          403,
          'learner',
          'Teachers or admins only',
        );
        const byTeacher = await call(t, 'POST', '/assigncourse', { as: PERSONAS.teacher, body });
        expectStatus(byTeacher, 201, 'teacher');
        insertedId(byTeacher, 'POST /assigncourse');
        expectStatus(
          await call(t, 'POST', '/assigncourse', {
            as: PERSONAS.admin,
            body: { name: 'Admin Cohort' },
          }),
          201,
          'admin, name only',
        );
        const post = (patch: Record<string, unknown>) =>
          call(t, 'POST', '/assigncourse', { as: PERSONAS.teacher, body: { ...body, ...patch } });
        expectFieldError(await post({ name: '' }), 'name', 'name required');
        expectFieldError(await post({ name: 'n'.repeat(21) }), 'name', 'name max 20');
        expectFieldError(await post({ img: 'javascript:alert(1)' }), 'img', 'img scheme');
      },
    },
  ];
}
