import {
  getMockDatabase,
  MOCK_URLS,
  resetMockDatabase,
  seedManyCourses,
  setMockDatabase,
} from './node';
import { seedDatabase, SEED_IDS } from './seed';
import type { Database } from './api/database';
import { SEED_TIME } from './api/seedTimes';
import { testTokenFor } from './seed/accounts';

const admin = { Authorization: `Bearer ${testTokenFor('admin@example.com')}` };

describe('mocks/node (jest MSW server)', () => {
  it('answers the API URL from the seed', async () => {
    const response = await fetch(`${MOCK_URLS.apiUrl}/courses`);
    expect(response.status).toBe(200);
    // As the catalogue answers them: without their instructors' account ids.
    const courses = seedDatabase().courses.map(
      ({ instructorIds: _instructors, ...course }) => course,
    );
    expect(await response.json()).toEqual(courses);
  });

  it('getMockDatabase reflects writes and resetMockDatabase restores the seed', async () => {
    const response = await fetch(`${MOCK_URLS.apiUrl}/courses/${seedDatabase().courses[0]?._id}`, {
      method: 'DELETE',
      headers: admin,
    });
    expect(response.status).toBe(200);
    expect(getMockDatabase().courses).toHaveLength(seedDatabase().courses.length - 1);
    const before = Date.now();
    resetMockDatabase();
    const after = Date.now();
    // The seed comes back with its times moved to the moment of the reset: find that moment from
    // how far one payment moved, then the whole database is the seed as of then.
    const paidAtOf = (db: Database): number =>
      Date.parse(db.enroll.find((item) => item._id === SEED_IDS.paidInWindow)?.paidAt ?? '');
    const restored = getMockDatabase();
    const resetAt =
      Date.parse(SEED_TIME) + paidAtOf(restored) - paidAtOf(seedDatabase(Date.parse(SEED_TIME)));
    expect(resetAt).toBeGreaterThanOrEqual(before);
    expect(resetAt).toBeLessThanOrEqual(after);
    expect(restored).toEqual(seedDatabase(resetAt));
  });

  it('getMockDatabase is a copy and setMockDatabase replaces the data', async () => {
    const copy = getMockDatabase();
    copy.review = [];
    expect(getMockDatabase().review.length).toBeGreaterThan(0);
    setMockDatabase(copy);
    expect(await (await fetch(`${MOCK_URLS.apiUrl}/review`)).json()).toEqual([]);
  });

  it('also answers POST /payment on the payment URL', async () => {
    const response = await fetch(`${MOCK_URLS.paymentUrl}/payment`, { method: 'POST', body: '{}' });
    expect(response.status).toBe(401);
  });

  it('serves a catalogue of 10,000 courses page by page quickly', async () => {
    const added = seedManyCourses(10_000);
    expect(added).toHaveLength(10_000);
    const total = seedDatabase().courses.length + 10_000;
    const started = Date.now();
    const response = await fetch(
      `${MOCK_URLS.apiUrl}/courses?_page=2&_limit=12&category=Technical&q=course 9`,
    );
    const page = (await response.json()) as { name: string; category: string }[];
    expect(Date.now() - started).toBeLessThan(2000);
    // 'Course 9', 'Course 9x', 'Course 9xx', 'Course 9xxx' with index % 4 === 1 (Technical).
    const expected = added.filter(
      (course) => course.category === 'Technical' && course.name.startsWith('Course 9'),
    );
    expect(response.headers.get('X-Total-Count')).toBe(String(expected.length));
    expect(page).toHaveLength(12);
    expect(
      page.every((course) => course.category === 'Technical' && course.name.startsWith('Course 9')),
    ).toBe(true);
    expect((await fetch(`${MOCK_URLS.apiUrl}/courses?_limit=1`)).headers.get('X-Total-Count')).toBe(
      String(total),
    );
  });

  it('starts each test from the seed (setupTests resets before each test)', () => {
    expect(getMockDatabase().courses).toHaveLength(seedDatabase().courses.length);
  });
});
