// npm run serve:nginx: the current build (public/) through Debian's nginx with the rules the build
// generated (nginx/site-rules.conf, gatsby/host-rules.ts), /api/ proxied to the embedded API's
// server (scripts/serve-api.mjs), which this also starts. Runs in the foreground; Ctrl-C or
// SIGTERM stops nginx and the API's server. nginx runs with a configuration, pid and logs of its
// own in a temporary folder: no system service is needed or touched.
//
//   PORT=9080 (default) npm run serve:nginx
import { spawn, execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startApiServer } from './serve-api.mjs';

const root = fileURLToPath(new URL('../', import.meta.url));
export const publicDir = join(root, 'public');
export const rulesFile = join(root, 'nginx', 'site-rules.conf');

/** nginx's main configuration around the generated rules. */
export function nginxMainConfig({ port, apiPort, prefix, runAsRoot }) {
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
    upstream embedded_api {
        server 127.0.0.1:${apiPort};
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

/**
 * Starts the API's server and nginx; resolves once both listen, to { url, stop }. `stop` ends
 * both and resolves when they have.
 */
export async function startNginx({ port = Number(process.env.PORT ?? 9080), quiet = false } = {}) {
  if (!existsSync(rulesFile) || !existsSync(join(publicDir, 'index.html'))) {
    throw new Error('serve:nginx: no build with nginx rules (run npm run build first)');
  }
  const api = await startApiServer({ port: Number(process.env.API_PORT ?? 0), quiet });
  const prefix = mkdtempSync(join(tmpdir(), 'nginx-'));
  for (const name of ['client-body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) mkdirSync(join(prefix, name));
  const configFile = join(prefix, 'nginx.conf');
  // As root, nginx's workers would run as nobody, who may not write the temporary folder.
  writeFileSync(configFile, nginxMainConfig({ port, apiPort: api.address().port, prefix, runAsRoot: process.getuid?.() === 0 }));
  const binary = nginxBinary();
  execFileSync(binary, ['-t', '-q', '-p', prefix, '-e', 'stderr', '-c', configFile], { stdio: 'inherit' });
  const nginx = spawn(binary, ['-p', prefix, '-e', 'stderr', '-c', configFile], {
    stdio: ['ignore', quiet ? 'ignore' : 'inherit', 'inherit'],
  });
  const exited = new Promise((resolve) => nginx.on('exit', resolve));
  const url = `http://localhost:${port}`;
  await waitFor(url, exited);

  let stopping;
  const stop = () =>
    (stopping ??= (async () => {
      if (nginx.exitCode === null) nginx.kill('SIGQUIT');
      await exited;
      await new Promise((resolve) => api.close(resolve));
      rmSync(prefix, { recursive: true, force: true });
    })());
  return { url, stop, exited };
}

async function waitFor(url, exited) {
  let done = false;
  exited.then(() => (done = true));
  for (let attempt = 0; attempt < 100 && !done; attempt++) {
    try {
      await fetch(url, { method: 'HEAD' });
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  throw new Error(`serve:nginx: nginx did not answer at ${url}`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const server = await startNginx();
  console.log(
    `serve:nginx: the build at ${server.url} (nginx, rules from nginx/site-rules.conf; /api/ to the embedded API). Ctrl-C stops it.`,
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
