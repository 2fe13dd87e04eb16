/**
 * What the catalogue cases (catalogueCases.ts) and listCases.ts share: made-up words no course
 * name contains, and courses added and removed around a case.
 */
import { call, type ContractTarget } from './client';
import { expectStatus, insertedId, list, PERSONAS } from './expectations';

/** A made-up word of `length` letters no seeded or other course name contains. */
export function madeUpWord(length = 8): string {
  const letters = 'bcdfghjklmnpqrstvwxz';
  const vowels = 'aeiou';
  return Array.from({ length }, (_, index) => {
    const pool = index % 2 === 0 ? letters : vowels;
    return pool[Math.floor(Math.random() * pool.length)] ?? 'b';
  })
    .join('')
    .replace(/^./, (first) => first.toUpperCase());
}

export interface NewCourse {
  name: string;
  price: number;
  star?: number;
  category?: string;
}

export async function addCourses(t: ContractTarget, courses: NewCourse[]): Promise<string[]> {
  const ids: string[] = [];
  for (const course of courses) {
    const created = await call(t, 'POST', '/courses', {
      as: PERSONAS.admin,
      body: { description: 'Made by the catalogue contract cases', ...course },
    });
    expectStatus(created, 201, `admin adds ${course.name}`);
    ids.push(insertedId(created, 'POST /courses'));
  }
  return ids;
}

export async function removeCourses(t: ContractTarget, ids: string[]): Promise<void> {
  for (const id of ids) {
    expectStatus(
      await call(t, 'DELETE', `/courses/${id}`, { as: PERSONAS.admin }),
      200,
      'remove a course',
    );
  }
}

export const idsOf = (value: unknown, what: string): string[] =>
  list(value, what).map((course) => String(course._id));
