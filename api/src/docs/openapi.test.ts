import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPENAPI_FILE, printOpenApiDocument } from './openapi-document.js';
import { startTestApi, type TestApi } from '../testing/test-api.js';
import { addGroup, addPerson, addSchool, sessionFor } from '../testing/school-world.js';

interface Operation {
  security?: Record<string, string[]>[];
  responses: Record<string, { content?: Record<string, { schema: unknown }> }>;
}

/** The committed document, as the gateway and any client read it. */
function committedDocument(): {
  paths: Record<string, Record<string, Operation>>;
  components: { securitySchemes: Record<string, Record<string, string>> };
} {
  return JSON.parse(readFileSync(OPENAPI_FILE, 'utf8'));
}

function operations(): [string, Operation][] {
  return Object.entries(committedDocument().paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]): [string, Operation] => [
      `${method.toUpperCase()} ${path}`,
      operation,
    ]),
  );
}

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

describe('API documentation', () => {
  it('describes every route from its schemas', async () => {
    const response = await api.app.inject({ url: '/api/v1/docs/json' });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining([
        '/api/v1/health',
        '/api/v1/register',
        '/api/v1/school',
        '/api/v1/auth/signin',
        '/api/v1/auth/status',
        '/api/v1/auth/signout',
        '/api/v1/me',
        '/api/v1/users',
        '/api/v1/user/{id}',
        '/api/v1/user/{id}/update-email',
        '/api/v1/user/{id}/update-name',
        '/api/v1/administrator',
        '/api/v1/parent/{id}/add-child',
        '/api/v1/parent/get-children',
        '/api/v1/parent/{id}/children',
        '/api/v1/parents/children',
        '/api/v1/parent-links',
        '/api/v1/parent-links/{parentId}/{childId}/accept',
        '/api/v1/parent-links/{parentId}/{childId}',
        '/api/v1/users/groups',
        '/api/v1/school/register-users',
        '/api/v1/groups',
        '/api/v1/groups/{id}',
        '/api/v1/groups/{id}/users',
        '/api/v1/groups/{id}/owners/{userId}',
        '/api/v1/groups/students',
        '/api/v1/assignments',
        '/api/v1/assignments/{id}',
        '/api/v1/assignments/{id}/finish',
        '/api/v1/assignments/{id}/activities',
        '/api/v1/assignments/groups/{groupId}',
        '/api/v1/registered-users',
        '/api/v1/activities',
        '/api/v1/activities/{questId}',
        '/api/v1/activities/{questId}/images/banner.png',
        '/api/v1/activities/{questId}/images/preview.png',
        '/api/v1/email/send-result',
      ]),
    );
    expect(Object.keys(document.paths).some((path) => path.startsWith('/api/v1/docs'))).toBe(false);
    const registration = document.paths['/api/v1/register'].post.requestBody.content['application/json'].schema;
    expect(registration.required).toEqual(expect.arrayContaining(['email', 'password', 'license']));
    expect(document.components.schemas.User).toBeDefined();
    expect(document.components.schemas.ParentLink).toBeDefined();
    expect(document.paths['/api/v1/groups/{id}'].delete.responses).toHaveProperty('405');
    expect(document.paths['/api/v1/groups/{id}/owners/{userId}'].delete.responses).toHaveProperty('409');
    expect(document.paths['/api/v1/assignments/{id}/activities'].patch.responses).toHaveProperty('409');
    expect(document.components.schemas.Assignment).toBeDefined();
  });

  it('serves the documentation page from its own assets, none from elsewhere', async () => {
    const page = await api.app.inject({ url: '/api/v1/docs/' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    const assets = [...page.body.matchAll(/(?:src|href)="([^"]+)"/g)].map((match) => String(match[1]));
    expect(assets.length).toBeGreaterThan(0);
    for (const asset of assets) {
      expect(asset).not.toMatch(/^(https?:)?\/\//);
      const served = await api.app.inject({ url: new URL(asset, 'http://api/api/v1/docs/').pathname });
      expect(served.statusCode, asset).toBe(200);
    }
    const initializer = await api.app.inject({ url: '/api/v1/docs/static/swagger-initializer.js' });
    expect(initializer.body).toContain('validatorUrl: null');
  });

  it('keeps the committed api/openapi.json in step with the routes (run `npm run openapi`)', async () => {
    expect(readFileSync(OPENAPI_FILE, 'utf8'), 'stale: run `npm run openapi`').toBe(await printOpenApiDocument());
  });

  it('names the answers the gateway reads and declares a body for every success status but 204', async () => {
    const document = (await api.app.inject({ url: '/api/v1/docs/json' })).json();
    for (const name of [
      'Activity',
      'AssignmentLeaderboard',
      'AssignmentProgressReport',
      'AuthStatus',
      'GroupAssignments',
      'GroupStudents',
      'NewAccount',
      'PresentAccount',
      'ParentChildren',
      'UserGroups',
      'UserProgress',
    ]) {
      expect(document.components.schemas[name], name).toBeDefined();
    }
    for (const [path, methods] of Object.entries<Record<string, { responses: Record<string, unknown> }>>(
      document.paths,
    )) {
      for (const [method, operation] of Object.entries(methods)) {
        const success = Object.entries(operation.responses).filter(([status]) => status.startsWith('2'));
        expect(success.length, `${method} ${path}`).toBeGreaterThan(0);
        // An image answers its bytes (a diagram its SVG), the result a CSV file, the live stream events; everything else answers JSON.
        const mediaType = path.endsWith('.png')
          ? 'image/png'
          : path.endsWith('.svg')
            ? 'image/svg+xml'
            : path.includes('/assignments/result/')
              ? 'text/csv'
              : path.endsWith('/events/attempts')
                ? 'text/event-stream'
                : 'application/json';
        for (const [status, response] of success) {
          if (status === '204') continue; // no content: 'declares every 204 without a body'
          expect(response, `${method} ${path} ${status}`).toHaveProperty(['content', mediaType, 'schema']);
        }
      }
    }
  });

  it('declares every 204 without a body', () => {
    const withBody = operations()
      .filter(([, operation]) => operation.responses['204']?.content)
      .map(([name]) => name);
    expect(withBody).toEqual([]);
  });

  it('declares how each operation authenticates: the session cookie, an API token, or nothing', () => {
    const { securitySchemes } = committedDocument().components;
    expect(securitySchemes.session).toMatchObject({ type: 'apiKey', in: 'cookie', name: 'portal_session' });
    expect(securitySchemes.token).toMatchObject({ type: 'http', scheme: 'bearer' });
    expect(
      operations()
        .filter(([, operation]) => !operation.security)
        .map(([name]) => name),
    ).toEqual([]);
    const securityOf = (name: string) => operations().find(([found]) => found === name)?.[1].security;
    expect(securityOf('GET /api/v1/groups/{id}')).toEqual([{ session: [] }, { token: [] }]);
    expect(securityOf('POST /api/v1/api-tokens')).toEqual([{ session: [] }]);
    expect(securityOf('POST /api/v1/register')).toEqual([]);
    expect(securityOf('POST /api/v1/auth/signin')).toEqual([]);
    // A guarded operation declares the 401 its guard answers.
    const guardedWithout401 = operations()
      .filter(
        ([, operation]) =>
          (operation.security?.length ?? 0) > 0 && !operation.security?.some((s) => !Object.keys(s).length),
      )
      .filter(([, operation]) => !operation.responses['401'])
      .map(([name]) => name);
    expect(guardedWithout401).toEqual([]);
  });

  it('declares 413 and 415 in the error shape on every operation whose body Fastify reads', () => {
    const missing = operations()
      .filter(([name]) => /^(POST|PUT|PATCH|DELETE) /.test(name))
      .flatMap(([name, operation]) =>
        ['413', '415']
          .filter((status) => {
            const schema = operation.responses[status]?.content?.['application/json']?.schema;
            return JSON.stringify(schema) !== JSON.stringify({ $ref: '#/components/schemas/ErrorBody' });
          })
          .map((status) => `${name} ${status}`),
      );
    expect(missing).toEqual([]);
  });

  it('lists the trailing-slash paths the REST contract promises, and answers the list there', async () => {
    const { paths } = committedDocument();
    for (const [path, methods] of [
      ['/api/v1/auth/signin/', ['post']],
      ['/api/v1/user/{id}/update-email/', ['patch']],
      ['/api/v1/groups/', ['get', 'post']],
      ['/api/v1/assignments/', ['get', 'post']],
      ['/api/v1/result/', ['post']],
      ['/api/v1/result/groups/', ['post']],
    ] as const) {
      expect(Object.keys(paths[path] ?? {}), path).toEqual(methods);
    }
    const schoolId = await addSchool(api.database.db);
    const admin = await addPerson(api.database.db, { schoolId, roles: ['admin'] });
    await addGroup(api.database.db, { schoolId, name: 'Slash group', owners: [admin.id] });
    const response = await api.app.inject({ url: '/api/v1/groups/', ...(await sessionFor(api.database.db, admin)) });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ data: [{ name: 'Slash group' }], total: 1 });
  });
});
