import { pageWindow } from './pageWindow';

describe('pageWindow', () => {
  it('lists every page when there are few', () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(2, 4)).toEqual([1, 2, 3, 4]);
  });

  it('keeps first, last and the neighbours of the current page, with gaps between', () => {
    expect(pageWindow(1, 834)).toEqual([1, 2, 'gap', 834]);
    expect(pageWindow(50, 834)).toEqual([1, 'gap', 49, 50, 51, 'gap', 834]);
    expect(pageWindow(834, 834)).toEqual([1, 'gap', 833, 834]);
  });

  it('shows a single skipped page as its number rather than a gap', () => {
    expect(pageWindow(4, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });
});
