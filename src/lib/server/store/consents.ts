/** The records of cookie choices (POST /api/consent; src/lib/consent/record.ts), one row per choice. */
import type { ConsentRecord } from '../../consent/record';
import { read, transaction } from './database';

export function recordConsent(record: ConsentRecord): void {
  transaction((db) =>
    db
      .prepare('INSERT INTO consents (recorded_at, version, categories, locale) VALUES (?, ?, ?, ?)')
      .run(record.time, record.version, JSON.stringify(record.categories), record.locale),
  );
}

/** Every record, oldest first (the operator's export, tests). */
export const consentRecords = (): ConsentRecord[] =>
  read((db) =>
    (
      db.prepare('SELECT recorded_at, version, categories, locale FROM consents ORDER BY id').all() as {
        recorded_at: string;
        version: number;
        categories: string;
        locale: string;
      }[]
    ).map((row) => ({
      time: row.recorded_at,
      version: row.version,
      categories: JSON.parse(row.categories) as string[],
      locale: row.locale,
    })),
  );
