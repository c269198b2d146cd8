import { randomUUID } from 'node:crypto';

/** A reference a visitor can quote to support: NW- and 8 hexadecimal digits. */
export const newReference = (): string => `NW-${randomUUID().slice(0, 8).toUpperCase()}`;
