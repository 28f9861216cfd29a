import { describe, expect, it } from 'vitest';
import { DEFAULT_EMAIL_MAX_FILE_BYTES, emailRequestLimit } from '@portal/domain';
import {
  read,
  services,
  stage,
  stageChain,
  argumentsOf,
  nginx,
  nginxBlock,
  nginxServer,
  importedPackages,
} from './compose-files.js';

// The Dockerfile's images and the nginx origin, read as files (no Docker engine runs here).

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
