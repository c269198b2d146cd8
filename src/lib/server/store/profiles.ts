/** Changes users make to their details (PUT /api/user/info), one row per change, kept as history. */
import type { UserInfoUpdate } from '../../api/types';
import { read, transaction } from './database';

export function recordProfileChange(userId: string, changes: UserInfoUpdate, requestId: string, now: Date = new Date()): void {
  transaction((db) =>
    db
      .prepare('INSERT INTO profile_changes (user_id, changed_at, request_id, changes) VALUES (?, ?, ?, ?)')
      .run(userId, now.toISOString(), requestId, JSON.stringify(changes)),
  );
}

/** A user's changes merged in the order they were made (later ones win). */
export const profileChanges = (userId: string): UserInfoUpdate =>
  read((db) =>
    (db.prepare('SELECT changes FROM profile_changes WHERE user_id = ? ORDER BY id').all(userId) as { changes: string }[]).reduce(
      (merged, row) => ({ ...merged, ...(JSON.parse(row.changes) as UserInfoUpdate) }),
      {} as UserInfoUpdate,
    ),
  );
