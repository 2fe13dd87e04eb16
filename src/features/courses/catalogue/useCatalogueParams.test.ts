import { LIMITS } from '@/shared/domain/limits';
import { catalogueQueryOf } from './useCatalogueParams';

describe('the catalogue query a link gives', () => {
  it('reads the search, category, sort and page', () => {
    expect(catalogueQueryOf('?q=react&category=Technical&sort=price&page=3')).toEqual({
      q: 'react',
      category: 'Technical',
      sort: 'price',
      page: 3,
    });
  });

  it('cuts a search longer than the server takes, so that the link still opens results', () => {
    const long = `${'python '.repeat(30)}`;
    const { q } = catalogueQueryOf(`?q=${encodeURIComponent(long)}`);
    expect(q.length).toBeLessThanOrEqual(LIMITS.searchMax);
    expect(q.startsWith('python python')).toBe(true);
    expect(q).toBe(q.trim());
  });
});
