import { applyListQuery } from './listQuery';

const items = [
  { _id: '1', name: 'Data Science', price: 129, category: 'Technical' },
  { _id: '2', name: 'Calculus I', price: 79, category: 'Academic' },
  { _id: '3', name: 'SEO Essentials', price: 79, category: 'Marketing' },
  { _id: '4', name: 'Deep Learning', price: 179, category: 'Technical' },
];
const ids = (query: string) =>
  applyListQuery(items, new URLSearchParams(query)).items.map((item) => item._id);

describe('applyListQuery (json-server read extras)', () => {
  it('returns everything, unsliced, without parameters', () => {
    expect(applyListQuery(items, new URLSearchParams())).toEqual({
      items,
      total: 4,
      sliced: false,
    });
  });
  it('q matches any string field case-insensitively', () => {
    expect(ids('q=TECHN')).toEqual(['1', '4']);
    expect(ids('q=calc')).toEqual(['2']);
  });
  it('filters by equality (OR for repeats), _like, _gte/_lte and _ne', () => {
    expect(ids('category=Technical')).toEqual(['1', '4']);
    expect(ids('category=Academic&category=Marketing')).toEqual(['2', '3']);
    expect(ids('price=79')).toEqual(['2', '3']);
    expect(ids('name_like=learn')).toEqual(['4']);
    expect(ids('price_gte=100&price_lte=150')).toEqual(['1']);
    expect(ids('category_ne=Technical')).toEqual(['2', '3']);
  });
  it('sorts by one or more fields', () => {
    expect(ids('_sort=price&_order=desc')).toEqual(['4', '1', '2', '3']);
    expect(ids('_sort=price,name&_order=asc,desc')).toEqual(['3', '2', '1', '4']);
  });
  it('pages with _page/_limit (default 10) and slices with _start/_end', () => {
    expect(applyListQuery(items, new URLSearchParams('_page=2&_limit=3'))).toEqual({
      items: [items[3]],
      total: 4,
      sliced: true,
    });
    expect(ids('_page=1')).toEqual(['1', '2', '3', '4']);
    expect(ids('_start=1&_end=3')).toEqual(['2', '3']);
    expect(ids('_limit=1')).toEqual(['1']);
  });
  it('rejects invalid paging numbers with 400', () => {
    expect(() => ids('_page=0')).toThrow(expect.objectContaining({ status: 400 }));
    expect(() => ids('_limit=abc')).toThrow(expect.objectContaining({ status: 400 }));
  });
});
