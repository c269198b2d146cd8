// Serves the build with `gatsby serve` (static files and the embedded API's functions), after
// saying which server settings it runs with. Arguments are passed on: node scripts/serve.mjs --port 9000
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const { settingsReport } = createRequire(import.meta.url)('./server-settings.cjs');

for (const line of settingsReport()) console.log(line);
const gatsby = fileURLToPath(new URL('../node_modules/.bin/gatsby', import.meta.url));
const server = spawn(gatsby, ['serve', ...process.argv.slice(2)], { stdio: 'inherit', env: process.env });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
