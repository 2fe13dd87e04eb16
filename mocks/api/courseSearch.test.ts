import type { Course } from '../../src/app/domain/entities';
import { categoryFacets, parseCourseQuery, searchCourses } from './courseSearch';
import { HttpError } from './http';

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
