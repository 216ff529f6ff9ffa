import { describe, expect, it } from 'vitest';
import { pageList } from './page-list.ts';

describe('pageList', () => {
  it('is empty under 2 pages', () => {
    expect(pageList(1, 0)).toEqual([]);
    expect(pageList(1, 1)).toEqual([]);
  });

  it('lists every page up to 4 pages', () => {
    expect(pageList(1, 2)).toEqual([1, 2]);
    expect(pageList(3, 4)).toEqual([1, 2, 3, 4]);
  });

  it('shows 1 2 3 … last past 4 pages', () => {
    expect(pageList(1, 5)).toEqual([1, 2, 3, 'ellipsis-end', 5]);
    expect(pageList(3, 12)).toEqual([1, 2, 3, 'ellipsis-end', 12]);
    expect(pageList(12, 12)).toEqual([1, 2, 3, 'ellipsis-end', 12]);
  });

  it('adds the current page when it lies past 3', () => {
    expect(pageList(4, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(pageList(4, 9)).toEqual([1, 2, 3, 4, 'ellipsis-end', 9]);
    expect(pageList(7, 12)).toEqual([1, 2, 3, 'ellipsis-start', 7, 'ellipsis-end', 12]);
    expect(pageList(11, 12)).toEqual([1, 2, 3, 'ellipsis-start', 11, 12]);
  });

  it('clamps out-of-range pages', () => {
    expect(pageList(99, 6)).toEqual([1, 2, 3, 'ellipsis-end', 6]);
    expect(pageList(-2, 6)).toEqual([1, 2, 3, 'ellipsis-end', 6]);
  });
});
