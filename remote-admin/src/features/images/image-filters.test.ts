import { describe, expect, it } from 'vitest';
import { demoImagesPage, imagesDemoHandlers } from './demo-images';
import { parseImageFilters, toImagesQuery, writeImageFilters } from './image-filters';

describe('image filters', () => {
  it('read the URL, refusing a page that is not a whole number, and write it back', () => {
    const filters = parseImageFilters(
      new URLSearchParams('search= team &tag=home&alt=missing&page=x&size=7'),
    );
    expect(filters).toEqual({
      search: 'team',
      tag: 'home',
      isMissingAlt: true,
      page: 1,
      pageSize: 25,
    });
    expect(writeImageFilters({ ...filters, page: 3, pageSize: 50 })).toEqual({
      search: 'team',
      tag: 'home',
      alt: 'missing',
      page: '3',
      size: '50',
    });
    expect(toImagesQuery(filters)).toEqual({
      search: 'team',
      tag: 'home',
      missing_alt: true,
      page: 1,
      pageSize: 25,
    });
  });
});

describe('images demo', () => {
  it('filters the sample as the server does and refuses every write', () => {
    const tagged = demoImagesPage({ tag: 'process' });
    expect(tagged.success && tagged.total).toBe(1);
    const missing = demoImagesPage({ missing_alt: true });
    expect(missing.success && missing.total).toBe(2);
    const search = demoImagesPage({ search: 'ATELIER' });
    expect(search.success && search.total).toBe(1);
    for (const write of ['register_image', 'update_image', 'delete_image'] as const) {
      expect(imagesDemoHandlers[write]()).toMatchObject({ success: false, code: 'DEMO_READ_ONLY' });
    }
  });
});
