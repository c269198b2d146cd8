/**
 * The embedded API's local storage: JSON files under .data/ (ignored by git), or under
 * EMBEDDED_API_DATA_DIR. Good for one machine; a real deployment forwards to its services.
 */
import { appendFile, mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { serverEnv } from './env';

export const dataDir = (): string => path.resolve(serverEnv('EMBEDDED_API_DATA_DIR') ?? '.data');

/** Appends one record as a line of JSON (a .jsonl file). */
export async function appendRecord(file: string, record: object): Promise<void> {
  await mkdir(dataDir(), { recursive: true });
  await appendFile(path.join(dataDir(), file), `${JSON.stringify(record)}\n`, 'utf8');
}

export async function readJsonFile<T>(file: string, fallback: T): Promise<T> {
  try {
    return JSON.parse(await readFile(path.join(dataDir(), file), 'utf8')) as T;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return fallback;
    throw error;
  }
}

export async function writeJsonFile(file: string, value: unknown): Promise<void> {
  await mkdir(dataDir(), { recursive: true });
  await writeFile(path.join(dataDir(), file), `${JSON.stringify(value, null, 2)}\n`, 'utf8');
}
