import type { Course } from '@/shared/domain/entities';
import {
  categoryFacets,
  parseCourseQuery,
  prepareCourseSearch,
  searchCourses,
} from './courseSearch';
import { HttpError } from './http';
import { compareField, pageOf } from './listParams';
import { seededRandom } from './seededRandom';

let next = 0;
const course = (name: string, fields: Partial<Course> = {}): Course => {
  next += 1;
  return {
    _id: next.toString(16).padStart(24, '0'),
    name,
    description: '',
    price: 49,
    star: 4,
    img: '',
    category: 'Technical',
    ...fields,
  };
};

const catalogue: Course[] = [
  course('JavaScript Basics'),
  course('Advanced JavaScript', { price: 99 }),
  course('Python Data 1042', { category: 'Academic', price: 19 }),
  course('SEO Essentials', { category: 'Marketing', star: undefined }),
  course('Upwork Profiles 7', { category: 'Freelancing', price: 0 }),
  course('Art History'),
];

const names = (q: string, extra = '') =>
  searchCourses(catalogue, parseCourseQuery(new URLSearchParams(`q=${q}${extra}`))).items.map(
    (item) => item.name,
  );

describe('course search', () => {
  it('matches a case-insensitive substring of the name first', () => {
    const result = searchCourses(catalogue, parseCourseQuery(new URLSearchParams('q=SCRIPT')));
    expect(result.match).toBe('exact');
    expect(result.items.map((item) => item.name)).toEqual([
      'JavaScript Basics',
      'Advanced JavaScript',
    ]);
  });

  it.each([
    ['javscript', ['JavaScript Basics', 'Advanced JavaScript']],
    ['pyhton', ['Python Data 1042']],
    ['upwrok profile', ['Upwork Profiles 7']],
    ['seo esentials', ['SEO Essentials']],
  ])('forgives typos when nothing contains %j', (q, expected) => {
    const result = searchCourses(catalogue, parseCourseQuery(new URLSearchParams({ q })));
    expect(result.match).toBe('fuzzy');
    expect(result.items.map((item) => item.name).sort()).toEqual([...expected].sort());
  });

  it('names the words of the names that matched a typo, for highlighting', () => {
    const fuzzy = searchCourses(
      catalogue,
      parseCourseQuery(new URLSearchParams('q=upwrok profile')),
    );
    expect(fuzzy.terms.sort()).toEqual(['profiles', 'upwork']);
    const exact = searchCourses(catalogue, parseCourseQuery(new URLSearchParams('q=upwork')));
    expect(exact.terms).toEqual([]);
  });

  it('allows one edit in a word of up to four letters and two in a longer one', () => {
    expect(names('axx')).toEqual([]);
    expect(names('arts')).toEqual(['Art History']);
    expect(names('hsitory')).toEqual(['Art History']);
    expect(names('hstroy')).toEqual([]);
  });

  it('applies the category, the sort and the page after the search, with the total', () => {
    const query = parseCourseQuery(
      new URLSearchParams('q=a&category=Technical&_sort=price&_order=desc&_page=1&_limit=2'),
    );
    const result = searchCourses(catalogue, query);
    expect(result.total).toBe(3);
    expect(result.items.map((item) => item.name)).toEqual([
      'Advanced JavaScript',
      'JavaScript Basics',
    ]);
  });

  it('sorts unrated courses last in either order', () => {
    for (const order of ['asc', 'desc']) {
      const sorted = searchCourses(
        catalogue,
        parseCourseQuery(new URLSearchParams(`_sort=star&_order=${order}`)),
      ).items;
      expect(sorted.at(-1)?.name).toBe('SEO Essentials');
    }
  });

  it('counts the matches of q in each category', () => {
    expect(categoryFacets(catalogue, 'javscript')).toEqual({
      categories: { Academic: 0, Technical: 2, Marketing: 0, Freelancing: 0 },
      total: 2,
      match: 'fuzzy',
    });
    expect(categoryFacets(catalogue, '').total).toBe(catalogue.length);
  });

  it('refuses a parameter it cannot read, naming it', () => {
    for (const [query, field] of [
      ['category=Cooking', 'category'],
      ['_sort=img', '_sort'],
      ['_order=sideways', '_order'],
      ['_limit=101', '_limit'],
      ['_page=-1', '_page'],
    ] as const) {
      let error: unknown;
      try {
        parseCourseQuery(new URLSearchParams(query));
      } catch (thrown) {
        error = thrown;
      }
      expect(error).toBeInstanceOf(HttpError);
      expect((error as HttpError).status).toBe(400);
      expect((error as HttpError).body).toMatchObject({ fields: { [field]: expect.any(String) } });
    }
  });

  it('rebuilds its typo index when a course is added', () => {
    const courses = [...catalogue];
    const search = () =>
      searchCourses(courses, parseCourseQuery(new URLSearchParams('q=kotlni'))).items;
    expect(search()).toEqual([]);
    courses.push(course('Kotlin for Android'));
    expect(search().map((item) => item.name)).toEqual(['Kotlin for Android']);
  });
});

describe('course search over a changing catalogue (the indexes kept per state)', () => {
  const WORDS = ['Python', 'Data', 'Web', 'SEO', 'Design', 'design', 'Basics', 'Art', '10', '9'];
  const CATEGORIES = ['Technical', 'Academic', 'Marketing', 'Freelancing'] as const;

  /** A catalogue with many equal names, prices and ratings (ties) and some unrated courses. */
  function randomCatalogue(size: number, random: () => number): Course[] {
    const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
    return Array.from({ length: size }, () =>
      course(`${pick(WORDS)} ${pick(WORDS)}`, {
        price: pick([0, 19, 49, 49.5, 99]),
        star: random() < 0.2 ? undefined : pick([3, 4, 4.5, 5]),
        category: random() < 0.1 ? undefined : pick(CATEGORIES),
      }),
    );
  }

  /** The search as it was before the indexes: filter, stable sort, page. */
  function reference(courses: readonly Course[], params: string) {
    const query = parseCourseQuery(new URLSearchParams(params));
    const needle = query.q.toLowerCase();
    const found = courses.filter((item) => item.name.toLowerCase().includes(needle));
    const inCategory = query.category
      ? found.filter((item) => item.category === query.category)
      : found;
    const sort = query.sort;
    const sorted = sort
      ? [...inCategory].sort(compareField((item) => item[sort.field], sort.order))
      : inCategory;
    return { items: pageOf(sorted, query.page), total: sorted.length };
  }

  const QUERIES = [
    '',
    '_limit=7&_page=3',
    'q=data',
    'q=DESIGN&_sort=name',
    'q=design&_sort=name&_order=desc&_limit=5&_page=2',
    'category=Technical',
    'category=Academic&_sort=price&_order=desc',
    '_sort=star',
    '_sort=star&_order=desc&_limit=9&_page=4',
    'q=a&category=Marketing&_sort=price&_limit=3&_page=2',
    '_sort=name&_limit=100&_page=2',
  ];

  const expectSameAsReference = (courses: readonly Course[]): void => {
    for (const params of QUERIES) {
      const result = searchCourses(courses, parseCourseQuery(new URLSearchParams(params)));
      expect({ params, ...result, match: undefined, terms: undefined }).toEqual({
        params,
        ...reference(courses, params),
        match: undefined,
        terms: undefined,
      });
    }
  };

  it('answers exactly as filtering and sorting every time would, before and after changes', () => {
    const random = seededRandom(42);
    let courses = randomCatalogue(600, random);
    expectSameAsReference(courses);
    // As the store changes the catalogue: a new array each time, kept courses in order.
    for (let round = 0; round < 6; round += 1) {
      const next = courses.filter(() => random() > 0.03);
      const replaced = Math.floor(random() * next.length);
      const old = next[replaced] as Course;
      next[replaced] = { ...old, name: `${old.name} Revised`, price: old.price + 1 };
      next.push(...randomCatalogue(1 + Math.floor(random() * 20), random));
      courses = next;
      expectSameAsReference(courses);
    }
  });

  it('shows a course added or removed at once, in typo searches too', () => {
    const base = randomCatalogue(300, seededRandom(7));
    prepareCourseSearch(base);
    const typo = (courses: readonly Course[]) =>
      searchCourses(courses, parseCourseQuery(new URLSearchParams('q=kotlni'))).items.map(
        (item) => item.name,
      );
    const added = [...base, course('Kotlin for Android', { price: 5 })];
    expect(typo(added)).toEqual(['Kotlin for Android']);
    const free = base.filter((item) => item.price === 0).length;
    const byPrice = searchCourses(
      added,
      parseCourseQuery(new URLSearchParams(`_sort=price&_limit=1&_page=${free + 1}`)),
    );
    expect(byPrice.items.map((item) => item.name)).toEqual(['Kotlin for Android']);
    const removed = added.filter((item) => item.name !== 'Kotlin for Android');
    expect(typo(removed)).toEqual([]);
    expect(categoryFacets(removed, '').total).toBe(300);
  });
});
