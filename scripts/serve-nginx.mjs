// npm run serve:nginx: the current build (public/) through Debian's nginx with the rules the build
// generated (nginx/site-rules.conf, gatsby/host-rules.ts) and the API's rules written now from the
// API's settings (scripts/nginx-api-rules.cjs), /api/ balanced over API_PROCESSES processes of the
// API's server (scripts/serve-api.mjs, default 2), which this also starts and restarts when one
// dies. Runs in the foreground; Ctrl-C or SIGTERM stops nginx, then drains and stops the API's
// processes. nginx runs with a configuration, pid and logs of its own in a temporary folder: no
// system service is needed or touched.
//
//   PORT=9080 (default) API_PORT=9081 (first API process; default: free ports) API_PROCESSES=2 npm run serve:nginx
import { spawn, execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const { settingsReport } = createRequire(import.meta.url)('./server-settings.cjs');
const { apiHttpRules } = createRequire(import.meta.url)('./nginx-api-rules.cjs');

const root = fileURLToPath(new URL('../', import.meta.url));
export const publicDir = join(root, 'public');
export const rulesFile = join(root, 'nginx', 'site-rules.conf');
const serveApi = join(root, 'scripts', 'serve-api.mjs');

/** nginx's main configuration around the generated rules. */
export function nginxMainConfig({ port, apiPorts, prefix, runAsRoot }) {
  const temp = (name) => join(prefix, name);
  return `# Written by scripts/serve-nginx.mjs for one run.
daemon off;
worker_processes auto;
pid ${temp('nginx.pid')};
error_log stderr warn;
${runAsRoot ? 'user root;' : ''}
events { worker_connections 1024; }
http {
    include /etc/nginx/mime.types;
    default_type application/octet-stream;
    access_log off;
    sendfile on;
    tcp_nopush on;
    keepalive_timeout 65;
    client_body_temp_path ${temp('client-body')};
    proxy_temp_path ${temp('proxy')};
    fastcgi_temp_path ${temp('fastcgi')};
    uwsgi_temp_path ${temp('uwsgi')};
    scgi_temp_path ${temp('scgi')};
    include ${temp('api-http.conf')};
    upstream embedded_api {
${apiPorts.map((apiPort) => `        server 127.0.0.1:${apiPort} max_fails=1 fail_timeout=5s;`).join('\n')}
        keepalive 64;
    }
    server {
        listen ${port};
        root ${publicDir};
        include ${rulesFile};
    }
}
`;
}

const nginxBinary = () => ['/usr/sbin/nginx', '/usr/local/sbin/nginx'].find(existsSync) ?? 'nginx';

/** A port nobody listens on now. */
const freePort = () =>
  new Promise((resolve, reject) => {
    const probe = createServer().once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });

async function waitFor(url, exited, label) {
  let done = false;
  exited.then(() => (done = true));
  for (let attempt = 0; attempt < 300 && !done; attempt++) {
    try {
      await fetch(url, { method: 'HEAD' });
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  throw new Error(`serve:nginx: ${label} did not answer at ${url}`);
}

/**
 * One process of the API's server on `port`, started again a second after it dies (as systemd's
 * Restart= would); `process` is the current one.
 */
function apiProcess(port, { quiet, env, onLog }) {
  const api = { port, process: null, restarts: 0, stopped: false };
  const launch = () => {
    // Each process logs its requests; the settings it runs with are said once, by serve:nginx.
    const child = spawn(process.execPath, [serveApi, '--port', String(port), '--quiet'], {
      cwd: root,
      env,
      stdio: ['ignore', onLog ? 'pipe' : quiet ? 'ignore' : 'inherit', onLog ? 'pipe' : 'inherit'],
    });
    child.stdout?.on('data', (chunk) => onLog(String(chunk)));
    child.stderr?.on('data', (chunk) => onLog(String(chunk)));
    api.process = child;
    api.exited = new Promise((resolve) => child.on('exit', (code, signal) => resolve({ code, signal })));
    api.exited.then(({ code, signal }) => {
      if (api.stopped) return;
      console.error(`serve:nginx: the API's process on ${port} ended (${signal ?? code}); starting it again`);
      api.restarts++;
      setTimeout(() => !api.stopped && launch(), 1000);
    });
    api.ready = waitFor(`http://127.0.0.1:${port}/api/health`, api.exited, `the API's process on ${port}`);
  };
  launch();
  /** Drains it (SIGTERM: it answers what it has in flight) and resolves when it has exited. */
  api.stop = async () => {
    api.stopped = true;
    if (api.process.exitCode === null && api.process.signalCode === null) api.process.kill('SIGTERM');
    await api.exited;
  };
  return api;
}

/**
 * Starts the API's processes and nginx; resolves once they all answer, to
 * { url, apis, stop, exited }. `stop` ends nginx, then the API's processes, and resolves when they
 * have. `env` is the API's environment (its settings), and the nginx rules follow it; `onLog`
 * gets what the API's processes write (their request log) instead of this process's output.
 */
export async function startNginx({
  env = process.env,
  port = Number(env.PORT ?? 9080),
  apiProcesses = Number(env.API_PROCESSES ?? 2),
  apiPort = env.API_PORT ? Number(env.API_PORT) : undefined,
  quiet = false,
  onLog,
} = {}) {
  if (!existsSync(rulesFile) || !existsSync(join(publicDir, 'index.html'))) {
    throw new Error('serve:nginx: no build with nginx rules (run npm run build first)');
  }
  const apiPorts = [];
  for (let index = 0; index < Math.max(1, apiProcesses); index++) apiPorts.push(apiPort ? apiPort + index : await freePort());
  if (!quiet) for (const line of settingsReport(env)) console.log(line);
  const apis = apiPorts.map((apiPortOf) => apiProcess(apiPortOf, { quiet, env, onLog }));
  await Promise.all(apis.map((api) => api.ready));

  const prefix = mkdtempSync(join(tmpdir(), 'nginx-'));
  for (const name of ['client-body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) mkdirSync(join(prefix, name));
  writeFileSync(join(prefix, 'api-http.conf'), apiHttpRules(env));
  const configFile = join(prefix, 'nginx.conf');
  // As root, nginx's workers would run as nobody, who may not write the temporary folder.
  writeFileSync(configFile, nginxMainConfig({ port, apiPorts, prefix, runAsRoot: process.getuid?.() === 0 }));
  const binary = nginxBinary();
  execFileSync(binary, ['-t', '-q', '-p', prefix, '-e', 'stderr', '-c', configFile], { stdio: 'inherit' });
  const nginx = spawn(binary, ['-p', prefix, '-e', 'stderr', '-c', configFile], {
    stdio: ['ignore', quiet ? 'ignore' : 'inherit', 'inherit'],
  });
  const exited = new Promise((resolve) => nginx.on('exit', resolve));
  const url = `http://localhost:${port}`;
  await waitFor(url, exited, 'nginx');

  let stopping;
  const stop = () =>
    (stopping ??= (async () => {
      if (nginx.exitCode === null) nginx.kill('SIGQUIT');
      await exited;
      await Promise.all(apis.map((api) => api.stop()));
      rmSync(prefix, { recursive: true, force: true });
    })());
  return { url, apis, stop, exited };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const server = await startNginx();
  console.log(
    `serve:nginx: the build at ${server.url} (nginx, rules from nginx/site-rules.conf; /api/ to ${server.apis.length} processes of the embedded API on ${server.apis.map((api) => api.port).join(', ')}). Ctrl-C stops it.`,
  );
  let asked = false;
  const stop = () => {
    asked = true;
    server.stop().then(() => process.exit(0));
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  // nginx ending on its own (a bad rule, a taken port) ends the command too.
  server.exited.then(() => asked || server.stop().then(() => process.exit(1)));
}
