/**
 * The embedded API's log: one JSON line per event on stderr, with the request's id and a
 * reason, never what a visitor typed (names, e-mail, phone): support finds the request by the
 * id the visitor was shown.
 */
export function logEvent(requestId: string, event: string, fields: Record<string, string | number> = {}): void {
  console.error(JSON.stringify({ time: new Date().toISOString(), level: 'error', requestId, event, ...fields }));
}
