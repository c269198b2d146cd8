import { newIdempotencyKey, submissionKeys } from './idempotency';

it('keeps the key while the values are the same, and makes a new one for other values or after forget', () => {
  const keys = submissionKeys();
  const first = keys.keyFor({ email: 'ada@example.com' });
  expect(keys.keyFor({ email: 'ada@example.com' })).toBe(first);
  const other = keys.keyFor({ email: 'grace@example.com' });
  expect(other).not.toBe(first);
  keys.forget();
  expect(keys.keyFor({ email: 'grace@example.com' })).not.toBe(other);
});

it('makes keys the API accepts', () => {
  expect(newIdempotencyKey()).toMatch(/^[\w.:-]{8,128}$/);
});
