/**
 * Idempotency keys of the forms' submissions (POST /api/register, POST /api/signUp): the same key
 * while the visitor sends the same values again (a retry after an answer that never came, a
 * second click), so that the API keeps one lead; a new key once the values change or the lead
 * went through. The key travels as the Idempotency-Key header (src/lib/api/client.ts).
 */

/** A random key (crypto.randomUUID where the page has it: secure contexts). */
export function newIdempotencyKey(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

export interface SubmissionKeys {
  /** The key for these values: the last one while they are the same. */
  keyFor(values: unknown): string;
  /** The lead went through (or was refused): the next submission is a new one. */
  forget(): void;
}

export function submissionKeys(create: () => string = newIdempotencyKey): SubmissionKeys {
  let last: { values: string; key: string } | null = null;
  return {
    keyFor(values) {
      const fingerprint = JSON.stringify(values);
      if (last?.values !== fingerprint) last = { values: fingerprint, key: create() };
      return last.key;
    },
    forget() {
      last = null;
    },
  };
}
