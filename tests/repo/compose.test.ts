import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SSO_CALLBACK_PATH, SSO_SIGNED_OUT_PATH } from '@portal/domain';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '@portal/api';
import {
  ROOT,
  read,
  compose,
  services,
  service,
  env,
  healthcheckText,
  oneShot,
  stageChain,
  argumentsOf,
  nginxBlock,
  nginxServer,
  upstreamServer,
  realm,
  ORIGIN,
} from './compose-files.js';

// docker-compose.yml and the Keycloak realm, read as files (no Docker engine runs here).

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

  it('lets browsers run only the web app’s own GraphQL operations unless .env says otherwise', () => {
    expect(env('gateway', 'GRAPHQL_TRUSTED_DOCUMENTS')).toBe('${GRAPHQL_TRUSTED_DOCUMENTS:-true}');
    expect(read('.env.example')).toMatch(/^# GRAPHQL_TRUSTED_DOCUMENTS=false$/m);
  });

  it('agrees on ports between the settings, the health checks and what nginx proxies to', () => {
    const apiPort = env('api', 'API_PORT');
    expect(healthcheckText('api')).toContain(`http://127.0.0.1:${apiPort}/api/v1/ready`);
    expect(upstreamServer('api')).toBe(`api:${apiPort}`);

    const gatewayPort = env('gateway', 'PORT');
    expect(env('gateway', 'HOST')).toBe('0.0.0.0');
    expect(env('api', 'API_HOST')).toBe('0.0.0.0');
    expect(healthcheckText('gateway')).toContain(`http://127.0.0.1:${gatewayPort}/ready`);
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
