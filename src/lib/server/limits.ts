/** The largest request body the embedded API reads, and nginx passes on (gatsby/host-rules.ts). */
export const MAX_BODY_BYTES = 16 * 1024;
