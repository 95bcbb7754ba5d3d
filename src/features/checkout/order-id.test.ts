import { describe, expect, it } from 'vitest';
import { createOrderId } from './order-id';

describe('createOrderId', () => {
  it('makes 20-character ids of letters and digits, different every time', () => {
    const ids = new Set(Array.from({ length: 200 }, () => createOrderId()));
    expect(ids.size).toBe(200);
    for (const id of ids) expect(id).toMatch(/^[A-Za-z0-9]{20}$/);
  });
});
