/**
 * The embedded API's store (SQLite, database.ts): every table is written and read through the
 * typed functions of this folder, one module per kind of record. docs/api.md, The store.
 */
export { StoreUnavailable, closeDatabase, dataDir, databaseFile, probeWritable } from './database';
export { findLead, saveLead, storedLeads, type LeadKind, type NewLead, type SavedLead, type StoredLead } from './leads';
export {
  claimDueEntries,
  claimEntry,
  makeDue,
  outboxBacklog,
  pendingEntries,
  recordAttempt,
  type AttemptOutcome,
  type Backlog,
  type OutboxEntry,
  type PendingEntry,
  type UpstreamAnswer,
} from './outbox';
export { profileChanges, recordProfileChange } from './profiles';
export { consentRecords, recordConsent } from './consents';
