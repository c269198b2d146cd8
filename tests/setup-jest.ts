import '@testing-library/jest-dom';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { apiServices } from '../src/lib/server/services';

// The embedded API's request limits count across a test file's calls (one process, as on a
// server): tests of other rules get room; the limits' own tests set them low.
process.env.RATE_LIMIT_SUBMISSIONS = '10000/60';
process.env.RATE_LIMIT_LOGIN = '10000/60';

// What the embedded API stores goes to a folder of each test file's own (a test may set another),
// and the outbox's worker runs only where a test starts it: tests set the time and the upstreams.
process.env.EMBEDDED_API_DATA_DIR = mkdtempSync(path.join(tmpdir(), 'jest-api-'));
apiServices().state.startOnRequest = false;

// The API's request log (one line per call; its own tests read it) would bury the test report.
const log = console.log.bind(console);
jest.spyOn(console, 'log').mockImplementation((...args: unknown[]) => {
  if (!String(args[0]).includes('"event":"request"')) log(...args);
});
process.env.RATE_LIMIT_CONSENT = '10000/60';
