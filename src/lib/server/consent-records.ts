/**
 * Where the embedded API keeps the records of cookie choices (src/lib/consent/record.ts): one
 * function over the API's storage, so the storage can change under it.
 */
import type { ConsentRecord } from '../consent/record';
import { appendRecord } from './store';

export const CONSENT_RECORDS_FILE = 'consents.jsonl';

export const recordConsent = (record: ConsentRecord): Promise<void> => appendRecord(CONSENT_RECORDS_FILE, record);
