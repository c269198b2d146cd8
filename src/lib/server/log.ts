/**
 * The embedded API's log: one JSON line per request (stdout) and per event worth an operator's
 * attention (stderr), each with the request's id, never what a visitor typed (names, e-mail,
 * phone, passwords, tokens): support finds a request by the id the visitor was shown, and a
 * lead by its reference.
 */
type Fields = Record<string, string | number | boolean | null>;

const line = (fields: Fields): string => JSON.stringify({ time: new Date().toISOString(), ...fields });

/** Something that went wrong or needs a look (`error`), or worth knowing (`info`: a lead delivered late). */
export function logEvent(requestId: string, event: string, fields: Fields = {}, level: 'info' | 'error' = 'error'): void {
  console.error(line({ level, requestId, event, ...fields }));
}

export interface RequestRecord {
  requestId: string;
  method: string;
  /** The path without its query (a query may carry what a visitor typed). */
  route: string;
  status: number;
  durationMs: number;
}

/** The line every API request leaves once it has been answered. */
export function logRequest(record: RequestRecord): void {
  console.log(line({ level: 'info', event: 'request', ...record }));
}
