import { describe, expect, it } from 'vitest';
import { RecentMap } from './recent-map';

describe('RecentMap', () => {
  it('forgets the least recently used entry past its size, a read counting as a use', () => {
    const map = new RecentMap<string, number>(2);
    map.set('a', 1);
    map.set('b', 2);
    expect(map.get('a')).toBe(1);
    map.set('c', 3);
    expect(map.get('b')).toBeUndefined();
    expect(map.get('a')).toBe(1);
    expect(map.get('c')).toBe(3);
    map.set('a', 4);
    map.set('d', 5);
    expect(map.get('c')).toBeUndefined();
    expect(map.get('a')).toBe(4);
    expect(map.size).toBe(2);
  });
});
