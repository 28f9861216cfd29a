import { existsSync, readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { dirname, join, relative } from 'node:path';
import { DockerfileParser, type Instruction } from 'dockerfile-ast';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import {
  DEFAULT_EMAIL_MAX_FILE_BYTES,
  emailRequestLimit,
  SSO_CALLBACK_PATH,
  SSO_SIGNED_OUT_PATH,
} from '@portal/domain';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '@portal/api';

// No Docker engine runs here, so what would break `docker compose up` in
// production is checked by reading the files: docker-compose.yml, the
// Dockerfile, docker/nginx/portal.conf and the Keycloak realm.

const ROOT = join(import.meta.dirname, '..', '..');
const read = (path: string) => readFileSync(join(ROOT, path), 'utf8');

interface Healthcheck {
  test?: string[] | string;
  disable?: boolean;
}
interface Service {
  image?: string;
  build?: { context: string; target?: string };
  command?: string[];
  entrypoint?: string[];
  restart?: string;
  environment?: Record<string, string>;
  ports?: string[];
  volumes?: string[];
  healthcheck?: Healthcheck;
  depends_on?: Record<string, { condition: string }> | string[];
  deploy?: { replicas?: number };
}
const compose = parse(read('docker-compose.yml')) as { services: Record<string, Service>; volumes?: object };
const services = compose.services;
const service = (name: string): Service => {
  const found = services[name];
  if (!found) throw new Error(`docker-compose.yml has no service "${name}"`);
  return found;
};
const env = (name: string, key: string): string => {
  const value = service(name).environment?.[key];
  if (value === undefined) throw new Error(`${name} sets no ${key}`);
  return value;
};
const healthcheckText = (name: string): string => {
  const test = service(name).healthcheck?.test;
  return Array.isArray(test) ? test.join(' ') : (test ?? '');
};

/** Services that run once and exit (a dependency others wait to complete), as against those that keep running. */
const oneShot = new Set(
  Object.values(services).flatMap((one) =>
    Object.entries(Array.isArray(one.depends_on) ? {} : (one.depends_on ?? {}))
      .filter(([, { condition }]) => condition === 'service_completed_successfully')
      .map(([name]) => name),
  ),
);

const dockerfile = DockerfileParser.parse(read('Dockerfile'));
/** A build stage's own instructions, by its name (`FROM … AS name`). */
function stage(name: string): Instruction[] {
  const instructions = dockerfile.getInstructions();
  const start = instructions.findIndex(
    (instruction) =>
      instruction.getKeyword() === 'FROM' && / AS (\S+)$/i.exec(instruction.getArgumentsContent() ?? '')?.[1] === name,
  );
  if (start < 0) throw new Error(`the Dockerfile has no stage "${name}"`);
  const end = instructions.findIndex((instruction, index) => index > start && instruction.getKeyword() === 'FROM');
  return instructions.slice(start, end < 0 ? undefined : end);
}
/** The stage a stage builds FROM, when it is another stage of the file. */
function parentStage(name: string): string | undefined {
  const from = stage(name)[0]!.getArgumentsContent() ?? '';
  const image = from.split(/\s+/)[0]!;
  return dockerfile.getFROMs().some((one) => one.getBuildStage() === image) ? image : undefined;
}
/** A stage's instructions with those of the stages it builds on, oldest first. */
function stageChain(name: string): Instruction[] {
  const parent = parentStage(name);
  return [...(parent ? stageChain(parent) : []), ...stage(name)];
}
/** Each `keyword` instruction as written after the keyword, its flags (`--from=build`) first. */
const argumentsOf = (instructions: Instruction[], keyword: string) =>
  instructions
    .filter((one) => one.getKeyword() === keyword)
    .map((one) => {
      const flags = 'getFlags' in one && typeof one.getFlags === 'function' ? (one.getFlags() as object[]) : [];
      return [...flags.map(String), one.getArgumentsContent() ?? ''].join(' ');
    });

const nginx = read('docker/nginx/portal.conf');
/** The body of an nginx block opened by `head {` (one level of nesting is enough for our file). */
function nginxBlock(head: string): string {
  const start = nginx.indexOf(`${head} {`);
  if (start < 0) throw new Error(`portal.conf has no "${head}" block`);
  let depth = 0;
  for (let index = nginx.indexOf('{', start); index < nginx.length; index += 1) {
    if (nginx[index] === '{') depth += 1;
    if (nginx[index] === '}' && --depth === 0) return nginx.slice(start, index + 1);
  }
  throw new Error(`"${head}" is never closed`);
}
/** The `server { … }` block that listens on a port. */
function nginxServer(port: string): string {
  const found = nginx.split(/^server \{$/m).find((block) => block.includes(`listen ${port};`));
  if (!found) throw new Error(`portal.conf has no server listening on ${port}`);
  return found.slice(0, found.indexOf('\n}'));
}
const upstreamServer = (name: string) => /server (\S+) resolve;/.exec(nginxBlock(`upstream ${name}`))?.[1];

const realm = JSON.parse(read('docker/keycloak/portal-realm.json')) as {
  realm: string;
  clients: {
    clientId: string;
    publicClient: boolean;
    standardFlowEnabled: boolean;
    implicitFlowEnabled: boolean;
    directAccessGrantsEnabled: boolean;
    redirectUris: string[];
    webOrigins: string[];
    attributes: Record<string, string>;
  }[];
  users: {
    username: string;
    email: string;
    emailVerified: boolean;
    enabled: boolean;
    firstName: string;
    lastName: string;
    credentials: { type: string; value: string; temporary: boolean }[];
  }[];
};

/** The one origin the browser sees: the origin service's published port. */
const ORIGIN = 'http://localhost:8080';

describe('docker-compose.yml', () => {
  it('runs the production shape', () => {
    expect(Object.keys(services).sort()).toEqual(
      ['api', 'gateway', 'keycloak', 'mailpit', 'migrate', 'origin', 'postgres'].sort(),
    );
    expect(service('postgres').image).toMatch(/^postgres:16/);
    expect(service('keycloak').image).toMatch(/^quay\.io\/keycloak\/keycloak:26\./);
    expect(service('keycloak').command).toEqual(['start', '--import-realm']);
    expect(service('origin').ports).toEqual(['8080:8080']);
    expect(service('mailpit').ports).toEqual(['127.0.0.1:8025:8025']);
    // Only the origin and Mailpit's inbox are published: the API must be reached through the origin.
    for (const name of ['api', 'gateway', 'postgres', 'keycloak', 'migrate'])
      expect(service(name).ports).toBeUndefined();
  });

  it('keeps every long-running service restarted and health-checked, and runs one-shot jobs until they succeed', () => {
    expect([...oneShot]).toEqual(['migrate']);
    for (const [name, one] of Object.entries(services)) {
      if (oneShot.has(name)) {
        expect(one.restart, name).toBe('on-failure');
        continue;
      }
      expect(one.restart, name).toBe('unless-stopped');
      expect(one.healthcheck?.disable, name).not.toBe(true);
      expect(healthcheckText(name), name).toMatch(/^CMD(-SHELL)? \S/);
    }
  });

  it('starts a service only once what it needs is healthy (or, for a job, done)', () => {
    for (const [name, one] of Object.entries(services)) {
      expect(Array.isArray(one.depends_on), `${name}: depends_on needs conditions`).toBe(false);
      for (const [needed, { condition }] of Object.entries(one.depends_on ?? {})) {
        expect(services[needed], `${name} depends on ${needed}`).toBeDefined();
        if (oneShot.has(needed)) expect(condition, `${name} → ${needed}`).toBe('service_completed_successfully');
        else expect(condition, `${name} → ${needed}`).toBe('service_healthy');
      }
    }
    // The API replicas wait for the one migration; nothing else migrates before them.
    expect(service('api').depends_on).toHaveProperty('migrate.condition', 'service_completed_successfully');
  });

  it('keeps data in named volumes and mounts only files of the repo, read-only', () => {
    const named = Object.keys(compose.volumes ?? {});
    for (const [name, one] of Object.entries(services)) {
      for (const volume of one.volumes ?? []) {
        const [source, target, mode] = volume.split(':');
        expect(target, `${name}: ${volume} is an anonymous volume`).toBeDefined();
        if (source!.startsWith('.')) {
          expect(existsSync(join(ROOT, source!)), `${name}: ${source}`).toBe(true);
          expect(mode, `${name}: ${volume}`).toBe('ro');
        } else {
          expect(named, `${name}: ${volume}`).toContain(source);
        }
      }
    }
    expect(named).toEqual(expect.arrayContaining(['pgdata']));
  });

  it('holds no secret: every password comes from .env, listed in .env.example with a placeholder', () => {
    const example = read('.env.example');
    const exampleValues = Object.fromEntries(
      [...example.matchAll(/^([A-Z][A-Z0-9_]*)=(.*)$/gm)].map((match) => [match[1]!, match[2]!]),
    );
    const secretName = /PASSWORD|SECRET|TOKEN|_KEY$/;
    const fromEnv = /^\$\{([A-Z][A-Z0-9_]*)(:?[?-][^}]*)?\}$/;
    const required = new Set<string>();
    for (const [name, one] of Object.entries(services)) {
      for (const [key, value] of Object.entries(one.environment ?? {})) {
        for (const match of String(value).matchAll(/\$\{([A-Z][A-Z0-9_]*)(:?\?)/g)) required.add(match[1]!);
        // A password inside a URL (postgres://user:password@host) must come from .env too.
        const inUrl = /:\/\/[^/:@]+:([^@]+)@/.exec(String(value))?.[1];
        if (inUrl !== undefined) expect(inUrl, `${name}.${key}`).toMatch(fromEnv);
        if (!secretName.test(key)) continue;
        if (key === 'DEMO_PASSWORD') {
          // The public demo password (README "Demo sign-ins"), nothing else.
          expect(value, `${name}.${key}`).toBe(DEMO_PASSWORD);
          continue;
        }
        expect(value, `${name}.${key} is a literal`).toMatch(fromEnv);
      }
    }
    expect([...required].sort()).toEqual(['KEYCLOAK_ADMIN_PASSWORD', 'KEYCLOAK_DB_PASSWORD', 'POSTGRES_PASSWORD']);
    for (const name of required) expect(exampleValues[name], `.env.example ${name}`).toMatch(/change-me/);
    expect(read('.gitignore').split('\n')).toContain('.env');
  });

  it('runs, in each Node service, a file its image builds', () => {
    for (const [name, one] of Object.entries(services)) {
      if (!one.build) continue;
      const target = one.build.target!;
      const chain = stageChain(target);
      if (!one.command) continue;
      const [program, script] = one.command;
      expect(program, name).toBe('node');
      // api/dist/main.js is tsc's output (rootDir src, outDir dist) of api/src/main.ts.
      const match = /^(\w+)\/dist\/(.+)\.js$/.exec(script!);
      expect(match, `${name}: ${script}`).not.toBeNull();
      const [, workspace, file] = match!;
      expect(existsSync(join(ROOT, workspace!, 'src', `${file}.ts`)), `${name}: ${workspace}/src/${file}.ts`).toBe(
        true,
      );
      const build = JSON.parse(read(`${workspace}/tsconfig.build.json`)) as { compilerOptions: Record<string, string> };
      expect(build.compilerOptions).toMatchObject({ rootDir: 'src', outDir: 'dist' });
      expect(argumentsOf(chain, 'COPY'), `${name}: the image copies ${workspace}/dist`).toContain(
        `--from=build /app/${workspace}/dist ${workspace}/dist`,
      );
    }
  });

  it('agrees on ports between the settings, the health checks and what nginx proxies to', () => {
    const apiPort = env('api', 'API_PORT');
    expect(healthcheckText('api')).toContain(`http://127.0.0.1:${apiPort}/api/v1/health`);
    expect(upstreamServer('api')).toBe(`api:${apiPort}`);

    const gatewayPort = env('gateway', 'PORT');
    expect(env('gateway', 'HOST')).toBe('0.0.0.0');
    expect(env('api', 'API_HOST')).toBe('0.0.0.0');
    expect(healthcheckText('gateway')).toContain(`http://127.0.0.1:${gatewayPort}/api/v1/health`);
    expect(upstreamServer('gateway')).toBe(`gateway:${gatewayPort}`);

    // The gateway reaches the API through nginx's balancer, which proxies to the API's upstream.
    const apiUrl = new URL(env('gateway', 'API_URL'));
    expect(apiUrl.hostname).toBe('origin');
    const balancer = nginxServer(apiUrl.port);
    expect(balancer).toContain('proxy_pass http://api;');
    expect(env('gateway', 'TRUST_PROXY')).toBe('true');

    const published = service('origin').ports![0]!.split(':');
    expect(nginxServer(published[1]!)).toContain('root /usr/share/nginx/html;');
    expect(`http://localhost:${published[0]}`).toBe(ORIGIN);
    expect(healthcheckText('origin')).toContain(`http://127.0.0.1:${published[1]}/`);
  });

  it('serves Keycloak under the origin and points the API at it', () => {
    const path = env('keycloak', 'KC_HTTP_RELATIVE_PATH');
    expect(path).toBe('/idp');
    expect(env('keycloak', 'KC_HOSTNAME')).toBe(`${ORIGIN}${path}`);
    expect(service('keycloak').environment).toMatchObject({
      KC_HOSTNAME_BACKCHANNEL_DYNAMIC: 'true',
      KC_PROXY_HEADERS: 'xforwarded',
      KC_HTTP_ENABLED: 'true',
      KC_HEALTH_ENABLED: 'true',
    });
    // The management port (9000) inherits the relative path.
    expect(healthcheckText('keycloak')).toContain(`/dev/tcp/127.0.0.1/9000`);
    expect(healthcheckText('keycloak')).toContain(`GET ${path}/health/ready `);
    expect(upstreamServer('keycloak')).toBe('keycloak:8080');
    expect(nginxBlock(`location ${path}/`)).toContain('proxy_pass http://keycloak;');
    expect(service('keycloak').volumes).toContain(
      './docker/keycloak/portal-realm.json:/opt/keycloak/data/import/portal-realm.json:ro',
    );

    const issuer = `${ORIGIN}${path}/realms/${realm.realm}`;
    expect(env('api', 'OIDC_ISSUER')).toBe(issuer);
    expect(env('api', 'OIDC_DISCOVERY_URL')).toBe(
      `http://keycloak:8080${path}/realms/${realm.realm}/.well-known/openid-configuration`,
    );
    expect(env('api', 'OIDC_CLIENT_ID')).toBe(realm.clients[0]?.clientId);
    expect(env('api', 'OIDC_PROVIDER_NAME')).toBe('Keycloak');
  });
});

describe('the Keycloak realm (docker/keycloak/portal-realm.json)', () => {
  it('has the portal as a public client with the code flow, PKCE S256 and the web’s redirects', () => {
    expect(realm.realm).toBe('portal');
    expect(realm.clients).toHaveLength(1);
    expect(realm.clients[0]).toMatchObject({
      clientId: 'science-portal',
      publicClient: true,
      standardFlowEnabled: true,
      implicitFlowEnabled: false,
      directAccessGrantsEnabled: false,
      redirectUris: [`${ORIGIN}${SSO_CALLBACK_PATH}`],
      webOrigins: [ORIGIN],
      attributes: {
        'pkce.code.challenge.method': 'S256',
        'post.logout.redirect.uris': `${ORIGIN}${SSO_SIGNED_OUT_PATH}`,
      },
    });
  });

  it("has exactly the API's demo accounts, verified, with the demo password", () => {
    const byEmail = new Map(realm.users.map((user) => [user.email, user]));
    expect([...byEmail.keys()].sort()).toEqual(DEMO_ACCOUNTS.map((account) => account.email).sort());
    for (const account of DEMO_ACCOUNTS) {
      const user = byEmail.get(account.email)!;
      expect(user, account.email).toMatchObject({
        username: account.email,
        emailVerified: true,
        enabled: true,
        firstName: account.firstName,
      });
      // Keycloak asks for a missing last name at the first sign-in.
      expect(user.lastName, account.email).not.toBe('');
      expect(user.credentials, account.email).toEqual([{ type: 'password', value: DEMO_PASSWORD, temporary: false }]);
    }
  });
});

describe('the Dockerfile', () => {
  const targets = [...new Set(Object.values(services).flatMap((one) => (one.build?.target ? [one.build.target] : [])))];

  it('builds every target compose names', () => {
    expect(targets.sort()).toEqual(['api', 'gateway', 'web']);
    for (const target of targets) expect(() => stage(target)).not.toThrow();
  });

  it('runs every image compose builds as a user that is not root', () => {
    for (const target of targets) {
      const users = argumentsOf(stage(target), 'USER');
      expect(users, target).not.toEqual([]);
      expect(users.at(-1), target).not.toMatch(/^(root|0)(:|$)/);
    }
  });

  it('builds once with every dependency, and ships Node images with production dependencies only', () => {
    const build = argumentsOf(stage('build'), 'RUN').join('\n');
    expect(build).toMatch(/npm ci\b/);
    expect(build).toContain('npm run build');
    for (const target of ['api', 'gateway']) {
      const runs = argumentsOf(stageChain(target), 'RUN').join('\n');
      expect(runs, target).toMatch(new RegExp(`npm ci --omit=dev .*-w @portal/${target}\\b`));
      // Never the build's node_modules, which hold every dev dependency.
      expect(argumentsOf(stageChain(target), 'COPY').join('\n'), target).not.toContain('node_modules');
      // The domain workspace is linked by npm; its build must be copied beside it.
      expect(argumentsOf(stageChain(target), 'COPY'), target).toContain('--from=build /app/domain/dist domain/dist');
    }
    const apiCopies = argumentsOf(stage('api'), 'COPY');
    expect(apiCopies).toContain('--from=build /app/api/migrations api/migrations');
    expect(apiCopies).toContain('--from=build /app/api/content api/content');
  });

  it('gives nginx the built app and the headers printed from the gateway, not a copy', () => {
    const build = argumentsOf(stage('build'), 'RUN').join('\n');
    expect(build).toContain('node gateway/dist/nginx/print-nginx-directives.js headers > nginx/security-headers.conf');
    expect(build).toContain('node gateway/dist/nginx/print-nginx-directives.js not-found > nginx/not-found.conf');
    const copies = argumentsOf(stage('web'), 'COPY');
    expect(copies).toContain('--from=build /app/nginx/ /etc/nginx/portal/');
    expect(copies).toContain('--from=build /app/web/dist /usr/share/nginx/html');
    expect(copies).toContain('docker/nginx/portal.conf /etc/nginx/conf.d/default.conf');
  });

  it('leaves installed, built, local and secret files out of the build context', () => {
    const ignored = read('.dockerignore').split('\n');
    for (const entry of ['**/node_modules', '**/dist', '.git', '.data', 'test-results', '.env']) {
      expect(ignored, entry).toContain(entry);
    }
  });

  it('installs, for each Node image, every package its entry points import', () => {
    // Follows the static imports from each entry file compose runs, as Node would at start.
    const entries: Record<string, string[]> = {
      api: ['api/src/main.ts', 'api/src/migrate-main.ts'],
      gateway: ['gateway/src/main.ts'],
    };
    for (const [workspace, files] of Object.entries(entries)) {
      const manifest = JSON.parse(read(`${workspace}/package.json`)) as { dependencies: Record<string, string> };
      const packages = importedPackages(files);
      expect(packages.size, workspace).toBeGreaterThan(3);
      const missing = [...packages].filter((name) => !(name in manifest.dependencies));
      expect(missing, `${workspace}: imported but not a production dependency`).toEqual([]);
    }
  });
});

describe('docker/nginx/portal.conf', () => {
  it('proxies /graphql (with WebSockets), /api/v1 and /idp/', () => {
    const graphql = nginxBlock('location = /graphql');
    expect(graphql).toContain('proxy_pass http://gateway;');
    expect(graphql).toContain('proxy_set_header Upgrade $http_upgrade;');
    expect(nginxBlock('location /api/v1')).toContain('proxy_pass http://gateway;');
    expect(nginxBlock('location /api/v1/events/')).toContain('proxy_buffering off;');
    expect(nginxBlock('location /idp/')).toContain('proxy_pass http://keycloak;');
    // The edge sets the caller's address itself; appending would let a caller choose it.
    expect(read('docker/nginx/proxy-to-gateway.conf')).toContain('proxy_set_header X-Forwarded-For $remote_addr;');
    expect(nginx).not.toContain('$proxy_add_x_forwarded_for');
  });

  it('sends the generated headers with every file it serves itself, and no hand-written ones', () => {
    for (const head of ['location /assets/', 'location /', 'location @app', 'location @not_found']) {
      expect(nginxBlock(head), head).toContain('include /etc/nginx/portal/security-headers.conf;');
    }
    expect(nginx.toLowerCase()).not.toMatch(/content-security-policy|x-frame-options|referrer-policy/);
    expect(nginxBlock('location @not_found')).toContain('include /etc/nginx/portal/not-found.conf;');
  });

  it("mirrors the origin's caching, SPA fallback and GraphiQL page", () => {
    expect(nginxBlock('location /assets/')).toContain('Cache-Control "public, max-age=31536000, immutable"');
    expect(nginxBlock('location /')).toContain('Cache-Control "no-cache"');
    expect(nginxBlock('location @app')).toContain('try_files /index.html');
    expect(nginxBlock('location = /graphql')).toContain('rewrite ^ /graphiql.html last;');
    expect(nginx).toContain('"~^GET:.*text/html" 1;');
  });

  it('lets the largest body the gateway takes (an e-mailed report) through', () => {
    const size = /client_max_body_size (\d+)m;/.exec(nginxServer('8080'))?.[1];
    expect(Number(size) * 1024 * 1024).toBeGreaterThanOrEqual(emailRequestLimit(DEFAULT_EMAIL_MAX_FILE_BYTES));
  });
});

/** The packages (not node: built-ins) a set of TypeScript entry files reach through their static, non-type imports. */
function importedPackages(entries: string[]): Set<string> {
  const builtins = new Set(builtinModules);
  const packages = new Set<string>();
  const seen = new Set<string>();
  const pending = entries.map((entry) => join(ROOT, entry));
  while (pending.length > 0) {
    const file = pending.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    const source = readFileSync(file, 'utf8');
    const specifiers = [
      ...source.matchAll(/^\s*(?:import|export)\s+(?!type\s)(?:[^'";]*?\sfrom\s)?['"]([^'"]+)['"]/gm),
      ...source.matchAll(/\bimport\(\s*['"]([^'"]+)['"]\s*\)/g),
    ].map((match) => match[1]!);
    for (const specifier of specifiers) {
      if (specifier.startsWith('.')) {
        const target = join(dirname(file), specifier).replace(/\.js$/, '');
        const resolved = [`${target}.ts`, `${target}.tsx`, join(target, 'index.ts')].find((path) => existsSync(path));
        if (!resolved) throw new Error(`${relative(ROOT, file)}: cannot resolve ${specifier}`);
        pending.push(resolved);
        continue;
      }
      if (specifier.startsWith('node:') || builtins.has(specifier)) continue;
      const parts = specifier.split('/');
      packages.add(specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]!);
    }
  }
  return packages;
}
