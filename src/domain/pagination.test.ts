import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, pageCount } from './pagination';
import { pageOf, pageQuerySchema } from './pagination.schema';

describe('page query', () => {
  it('defaults to page 1 of 50', () => {
    expect(pageQuerySchema.parse({})).toEqual({ page: 1, pageSize: DEFAULT_PAGE_SIZE });
    expect(DEFAULT_PAGE_SIZE).toBe(50);
  });

  it('reads query-string numbers', () => {
    expect(pageQuerySchema.parse({ page: '3', pageSize: '20' })).toEqual({ page: 3, pageSize: 20 });
  });

  it('refuses page 0 with "page must be 1 or more"', () => {
    const result = pageQuerySchema.safeParse({ page: '0' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('page must be 1 or more');
  });

  it(`refuses a page size above ${MAX_PAGE_SIZE}`, () => {
    const result = pageQuerySchema.safeParse({ pageSize: String(MAX_PAGE_SIZE + 1) });
    expect(result.error?.issues[0]?.message).toBe('pageSize must be at most 200');
  });

  it('refuses a fractional page', () => {
    expect(pageQuerySchema.safeParse({ page: '1.5' }).success).toBe(false);
  });
});

describe('pageOf', () => {
  it('describes a page of rows', () => {
    const schema = pageOf(z.object({ id: z.string() }));
    expect(schema.parse({ items: [{ id: 'a' }], total: 1, page: 1, pageSize: 50 })).toEqual({
      items: [{ id: 'a' }],
      total: 1,
      page: 1,
      pageSize: 50,
    });
    expect(schema.safeParse({ items: [{ id: 1 }], total: 1, page: 1, pageSize: 50 }).success).toBe(
      false,
    );
  });
});

describe('pageCount', () => {
  it.each([
    [0, 50, 1],
    [1, 50, 1],
    [50, 50, 1],
    [51, 50, 2],
    [101, 50, 3],
  ])('%i rows in pages of %i make %i pages', (total, size, pages) => {
    expect(pageCount(total, size)).toBe(pages);
  });
});
