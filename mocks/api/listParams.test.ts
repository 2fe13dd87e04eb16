import { HttpError } from './http';
import { listOf, MAX_PAGE_SIZE, type ListFields } from './listParams';

interface Item {
  _id: string;
  name: string;
  note?: string;
  score?: number;
}

const FIELDS: ListFields<Item, 'name' | 'score'> = {
  searchIn: (item) => [item.name, item.note],
  sortFields: { name: (item) => item.name, score: (item) => item.score },
};

const items: Item[] = [
  { _id: 'a1', name: 'Data Science', score: 3 },
  { _id: 'a2', name: 'calculus', note: 'Loved the DATA labs', score: 5 },
  { _id: 'a3', name: 'Art History' },
  { _id: 'a4', name: 'Biology 10', score: 1 },
  { _id: 'a5', name: 'Biology 9', score: 4 },
];

const list = (query: string) => listOf(items, new URLSearchParams(query), FIELDS);
const ids = (query: string) => list(query).items.map((item) => item._id);

/** The field a refused query names in its 400. */
function refusedField(query: string): string {
  try {
    list(query);
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    expect(error.status).toBe(400);
    const { fields } = error.body as { fields: Record<string, string> };
    return Object.keys(fields).join(',');
  }
  throw new Error(`${query} was not refused`);
}

describe('listOf: the one way every list pages', () => {
  it('answers the stored order and counts every match', () => {
    expect(list('')).toEqual({ items, total: 5 });
  });

  it('q is a case-insensitive substring of any of the searched texts', () => {
    expect(ids('q=data')).toEqual(['a1', 'a2']);
    expect(ids('q=%20BIOLOGY%20')).toEqual(['a4', 'a5']);
    expect(list('q=nothing')).toEqual({ items: [], total: 0 });
  });

  it('sorts by a sort field, numbers within text in numeric order, absent values last', () => {
    expect(ids('_sort=name')).toEqual(['a3', 'a5', 'a4', 'a2', 'a1']);
    expect(ids('_sort=score&_order=desc')).toEqual(['a2', 'a5', 'a1', 'a4', 'a3']);
    expect(ids('_sort=score&_order=asc')).toEqual(['a4', 'a1', 'a5', 'a2', 'a3']);
    expect(ids('_sort=_id&_order=desc')).toEqual(['a5', 'a4', 'a3', 'a2', 'a1']);
  });

  it('sorts by _id character by character: ObjectIds in the order they were made', () => {
    // Read as words and numbers, "6650…" would come after "6b04…" (6650 > 6).
    const older = { _id: '6650a2c00000000000000009', name: 'Older' };
    const newer = { _id: '6b0455b75f99f862470cf4f8', name: 'Newer' };
    const newest = { _id: '6b0455b75f99f862470cf4f9', name: 'Newest' };
    const sorted = (order: string) =>
      listOf([newer, older, newest], new URLSearchParams(`_sort=_id&_order=${order}`), FIELDS)
        .items;
    expect(sorted('asc')).toEqual([older, newer, newest]);
    expect(sorted('desc')).toEqual([newest, newer, older]);
  });

  it('searches, then sorts, then pages; the total counts the matches before paging', () => {
    expect(list('q=i&_sort=name&_page=2&_limit=2')).toEqual({
      items: [items[3], items[0]],
      total: 4,
    });
    expect(list('q=biology&_sort=name&_order=desc&_limit=1')).toEqual({
      items: [items[3]],
      total: 2,
    });
    expect(list('_page=4&_limit=2')).toEqual({ items: [], total: 5 });
  });

  it(`answers at most the first ${MAX_PAGE_SIZE} without _page and _limit`, () => {
    const many = Array.from({ length: 250 }, (_, index) => ({ _id: `m${index}`, name: 'N' }));
    const first = listOf(many, new URLSearchParams(), FIELDS);
    expect(first.total).toBe(250);
    expect(first.items).toEqual(many.slice(0, MAX_PAGE_SIZE));
    expect(listOf(many, new URLSearchParams('_page=3'), FIELDS).items).toEqual(many.slice(200));
  });

  it('refuses what a list cannot take with a 400 naming the parameter', () => {
    expect(refusedField('_sort=note')).toBe('_sort');
    expect(refusedField('_sort=name&_order=up')).toBe('_order');
    expect(refusedField(`_limit=${MAX_PAGE_SIZE + 1}`)).toBe('_limit');
    expect(refusedField('_limit=0')).toBe('_limit');
    expect(refusedField('_page=1.5')).toBe('_page');
    expect(refusedField('_start=0&_end=10')).toBe('_start');
    expect(refusedField('_end=10')).toBe('_end');
  });
});
