/**
 * Environment variables as the running server sees them. Gatsby compiles every function
 * with `process.env.X` replaced by its value at build time (and `process.env` by `{}`), so
 * settings given to `gatsby serve` (RECAPTCHA_SECRET, SESSION_SECRET, …) are read through
 * globalThis, which the compiler leaves alone.
 */
export const serverEnvironment = (): Record<string, string | undefined> => globalThis.process?.env ?? {};

export const serverEnv = (name: string): string | undefined => serverEnvironment()[name] || undefined;
