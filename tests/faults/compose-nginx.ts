import { execFileSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from './pieces.js';

/** Debian's nginx (the `nginx` package; `.ci/run` installs it). */
export const NGINX = '/usr/sbin/nginx';

/** Where nginx listens and what it balances over, all on loopback. */
export interface OriginPlan {
  /** The origin's port (the compose file's 8080). */
  port: number;
  /** The balancer over the APIs, which the gateways call (the compose file's origin:4001). */
  balancerPort: number;
  gatewayPorts: number[];
  apiPorts: number[];
}

/**
 * The one change each line of docker/nginx/portal.conf may get, and how many
 * times it must be found there: a change to that file that one of these no
 * longer matches stops the run, rather than leaving a compose address (which
 * would not resolve here) or a container path in place.
 */
function rewrites(plan: OriginPlan, portalDir: string): { from: string; to: string; times: number }[] {
  const servers = (ports: number[]) => ports.map((port) => `server 127.0.0.1:${port};`).join(' ');
  return [
    // Docker's DNS gives one name every replica's address; here each replica is named. `resolve` (nginx 1.27.3
    // and later) is left out too: Debian's nginx is older, and a loopback address never changes.
    { from: 'server gateway:8080 resolve;', to: servers(plan.gatewayPorts), times: 1 },
    { from: 'server api:4001 resolve;', to: servers(plan.apiPorts), times: 1 },
    // No Keycloak here: /idp/ answers 502, as the compose file's origin does while Keycloak is away.
    { from: 'server keycloak:8080 resolve;', to: 'server 127.0.0.1:1;', times: 1 },
    { from: 'listen 8080;', to: `listen 127.0.0.1:${plan.port};`, times: 1 },
    { from: 'listen 4001;', to: `listen 127.0.0.1:${plan.balancerPort};`, times: 1 },
    // The image copies web/dist to nginx's html folder and the include files to /etc/nginx/portal/.
    { from: 'root /usr/share/nginx/html;', to: `root ${join(ROOT, 'web/dist')};`, times: 1 },
    { from: '/etc/nginx/portal/', to: `${portalDir}/`, times: -1 },
  ];
}

/** docker/nginx/portal.conf with only its addresses and paths made this machine's. */
export function loopbackPortalConf(plan: OriginPlan, portalDir: string): string {
  let conf = readFileSync(join(ROOT, 'docker/nginx/portal.conf'), 'utf8');
  for (const { from, to, times } of rewrites(plan, portalDir)) {
    const found = conf.split(from).length - 1;
    if (times === -1 ? found === 0 : found !== times) {
      throw new Error(`docker/nginx/portal.conf holds "${from}" ${found} times: update tests/faults/compose-nginx.ts`);
    }
    conf = conf.replaceAll(from, to);
  }
  return conf;
}

/**
 * The nginx.conf of the compose file's web image (nginx-unprivileged's own,
 * which includes portal.conf from conf.d/), with what Debian's build would
 * otherwise write under /var (temporary bodies, the pid, the access log) kept
 * in `prefix`, so no root and no system nginx are needed. Run as root (CI),
 * the workers stay root: they read the checkout, which may lie in root's home.
 */
function mainConf(prefix: string, portalConf: string): string {
  const temp = (what: string) => `${what}_temp_path ${join(prefix, 'temp', what)};`;
  return [
    ...(process.getuid?.() === 0 ? ['user root;'] : []),
    'worker_processes auto;',
    `pid ${join(prefix, 'nginx.pid')};`,
    'error_log stderr notice;',
    'events { worker_connections 1024; }',
    'http {',
    '  include /etc/nginx/mime.types;',
    '  default_type application/octet-stream;',
    `  access_log ${join(prefix, 'access.log')};`,
    '  sendfile on;',
    '  keepalive_timeout 65;',
    `  ${temp('client_body')} ${temp('proxy')} ${temp('fastcgi')} ${temp('uwsgi')} ${temp('scgi')}`,
    `  include ${portalConf};`,
    '}',
    '',
  ].join('\n');
}

/**
 * Lays out nginx's prefix as the web image holds it: portal.conf (loopback),
 * proxy-to-gateway.conf, and the include files the image's build prints from
 * the built gateway (gateway/dist/nginx/print-nginx-directives.js). Answers
 * the command line that runs it in the foreground.
 */
export function prepareNginx(prefix: string, plan: OriginPlan): [string, ...string[]] {
  if (!existsSync(NGINX)) {
    throw new Error(`${NGINX} is missing: install Debian's nginx package (apt-get install nginx)`);
  }
  const portalDir = join(prefix, 'portal');
  mkdirSync(join(prefix, 'temp'), { recursive: true });
  mkdirSync(portalDir, { recursive: true });
  copyFileSync(join(ROOT, 'docker/nginx/proxy-to-gateway.conf'), join(portalDir, 'proxy-to-gateway.conf'));
  const print = (what: string) =>
    execFileSync(process.execPath, [join(ROOT, 'gateway/dist/nginx/print-nginx-directives.js'), what], {
      cwd: ROOT,
      encoding: 'utf8',
    });
  writeFileSync(join(portalDir, 'security-headers.conf'), print('headers'));
  writeFileSync(join(portalDir, 'not-found.conf'), print('not-found'));
  const portalConf = join(prefix, 'portal.conf');
  writeFileSync(portalConf, loopbackPortalConf(plan, portalDir));
  const conf = join(prefix, 'nginx.conf');
  writeFileSync(conf, mainConf(prefix, portalConf));
  execFileSync(NGINX, ['-t', '-q', '-p', `${prefix}/`, '-c', conf, '-e', 'stderr'], { stdio: 'pipe' });
  return [NGINX, '-p', `${prefix}/`, '-c', conf, '-e', 'stderr', '-g', 'daemon off;'];
}
