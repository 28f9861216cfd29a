import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import { serializerCompiler, validatorCompiler, type FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Document } from 'openapi-backend';
import { registerOpenApi } from '../../docs/openapi.js';
import { declareCommonAnswers } from '../../docs/route-contract.js';
import { installErrorHandling } from '../../http/error-handler.js';
import { dataBody, errorBody } from '../../http/envelope.js';
import { committedDocument, ResponseContract } from './response-contract.js';
import { OWN_DOCUMENT, watchResponses } from './watch-responses.js';

// The check every API test runs (check-every-response.ts), on a small app
// whose routes break their own declarations, documented the way the API's are.
const count = dataBody(z.object({ n: z.number() }));

const probeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/probe/declared', { schema: { response: { 200: count } } }, async () => ({ data: { n: 1 } }));
  // A route's types keep it to its declarations; these routes break them on purpose.
  const untyped = (reply: unknown) => reply as FastifyReply;
  app.get('/probe/undeclared-status', { schema: { response: { 200: count } } }, async (_request, reply) =>
    untyped(reply)
      .code(418)
      .send({ data: { n: 1 } }),
  );
  app.get('/probe/wrong-shape', { schema: { response: { 200: count } } }, async (_request, reply) =>
    untyped(reply).type('application/json').send('{"data":{"n":"one"}}'),
  );
  app.get('/probe/wrong-type', { schema: { response: { 200: count } } }, async (_request, reply) =>
    untyped(reply).type('text/plain').send('1'),
  );
  app.delete(
    '/probe/:id',
    { schema: { response: { 204: z.null().describe('Deleted: no body') } } },
    async (_r, reply) => reply.code(204).send(null),
  );
  app.get('/probe/items/:id', { schema: { response: { 200: count, 404: errorBody } } }, async () => ({
    data: { n: 2 },
  }));
};

let app: FastifyInstance;
const reported: string[] = [];

beforeAll(async () => {
  app = Fastify({ routerOptions: { ignoreTrailingSlash: true } });
  app.decorate(OWN_DOCUMENT, true);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installErrorHandling(app);
  declareCommonAnswers(app);
  registerOpenApi(app);
  const made: { contract?: ResponseContract } = {};
  watchResponses(
    app,
    () => {
      if (!made.contract) throw new Error('The document is made once the app is ready');
      return made.contract;
    },
    (mismatch) => reported.push(mismatch),
  );
  app.register(probeRoutes, { prefix: '/api/v1' });
  await app.ready();
  // Quick, as every test file's check of the committed document is.
  made.contract = await ResponseContract.of(app.swagger() as Document, { quick: true });
});
afterAll(() => app.close());

async function mismatchesOf(method: 'GET' | 'DELETE', url: string): Promise<string[]> {
  reported.length = 0;
  await app.inject({ method, url });
  return [...reported];
}

describe('the response contract check', () => {
  it('takes the committed api/openapi.json as a valid OpenAPI document (the quick check of each file trusts it)', async () => {
    await expect(ResponseContract.of(committedDocument())).resolves.toBeInstanceOf(ResponseContract);
    const { info: _info, ...withoutInfo } = committedDocument();
    await expect(ResponseContract.of(withoutInfo as Document)).rejects.toThrow(/info/);
  });

  it('passes an answer the document declares, and a 204 without a body', async () => {
    expect(await mismatchesOf('GET', '/api/v1/probe/declared')).toEqual([]);
    expect(await mismatchesOf('DELETE', '/api/v1/probe/3')).toEqual([]);
  });

  it('reports a status the operation does not declare', async () => {
    expect(await mismatchesOf('GET', '/api/v1/probe/undeclared-status')).toEqual([
      expect.stringMatching(/^GET \/api\/v1\/probe\/undeclared-status → 418: status 418 is not declared/),
    ]);
  });

  it('reports a body that breaks the declared schema', async () => {
    expect(await mismatchesOf('GET', '/api/v1/probe/wrong-shape')).toEqual([
      expect.stringMatching(/→ 200: body\/data\/n must be number/),
    ]);
  });

  it('reports a content type the operation does not declare', async () => {
    expect(await mismatchesOf('GET', '/api/v1/probe/wrong-type')).toEqual([
      expect.stringContaining('content type text/plain is not declared'),
    ]);
  });

  it('reports a path the route answers that the document does not have (a trailing slash)', async () => {
    // Fastify answers /probe/declared/ too (ignoreTrailingSlash); the document has only /probe/declared.
    expect(await mismatchesOf('GET', '/api/v1/probe/declared/')).toEqual([
      expect.stringContaining(
        'no operation of the document matches this request, which the route /api/v1/probe/declared',
      ),
    ]);
  });

  it('lets an unknown path answer 404 in the error shape', async () => {
    expect(await mismatchesOf('GET', '/api/v1/nowhere')).toEqual([]);
  });
});
