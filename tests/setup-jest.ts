import '@testing-library/jest-dom';

// The embedded API's request limits count across a test file's calls (one process, as on a
// server): tests of other rules get room; the limits' own tests set them low.
process.env.RATE_LIMIT_SUBMISSIONS = '10000/60';
process.env.RATE_LIMIT_LOGIN = '10000/60';
process.env.RATE_LIMIT_CONSENT = '10000/60';
