/** The error statuses the error page explains (§8); any other shows the generic text. */
export const EXPLAINED_STATUSES = [404, 403, 500] as const;

/** The translation-key suffix of a status: '404', '403', '500' or 'other'. */
export function errorKind(status: number): string {
  return (EXPLAINED_STATUSES as readonly number[]).includes(status) ? String(status) : 'other';
}
