// A throw-away copy of the project for the gates and benchmarks that change data or run a server
// with their own .cache/ and public/ (publish-bench.mjs, develop.mjs), so the project's own build
// stays as it is. It holds the files git knows (tracked, and new ones not ignored), as they are in
// the working tree, and a link to the project's node_modules: no build output, no local .env.
import { execFileSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { root } from './common.mjs';

/** Copies the project into a new temporary folder; `remove()` deletes it (also when the process is interrupted). */
export function projectCopy(name) {
  const dir = mkdtempSync(join(tmpdir(), `${name}-`));
  const remove = () => rmSync(dir, { recursive: true, force: true });
  const interrupted = (signal) => {
    remove();
    process.exit(signal === 'SIGINT' ? 130 : 143);
  };
  process.once('SIGINT', interrupted);
  process.once('SIGTERM', interrupted);
  const files = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { cwd: root, encoding: 'utf8' })
    .split('\0')
    .filter((file) => file && existsSync(join(root, file)));
  for (const file of files) {
    mkdirSync(dirname(join(dir, file)), { recursive: true });
    copyFileSync(join(root, file), join(dir, file));
  }
  symlinkSync(join(root, 'node_modules'), join(dir, 'node_modules'), 'dir');
  return {
    dir,
    remove: () => {
      process.off('SIGINT', interrupted);
      process.off('SIGTERM', interrupted);
      remove();
    },
  };
}
