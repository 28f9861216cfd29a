import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStack, type Stack } from './stack.js';

describe('the one origin', () => {
  let stack: Stack;
  beforeAll(async () => {
    const webDist = mkdtempSync(join(tmpdir(), 'portal-web-'));
    writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>portal app</title>');
    writeFileSync(join(webDist, 'graphiql.html'), '<!doctype html><title>portal graphiql</title>');
    stack = await startStack({ webDist });
  });
  afterAll(async () => {
    await stack.close();
  });

  it('serves the REST API under /api/v1', async () => {
    const response = await stack.origin.inject({ method: 'GET', url: '/api/v1/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ data: { status: 'ok' } });
  });

  it('passes REST failures through with their status', async () => {
    const response = await stack.origin.inject({ method: 'GET', url: '/api/v1/auth/status' });
    expect(response.statusCode).toBe(401);
  });

  it('serves the GraphiQL playground from our own bundle to a browser', async () => {
    const response = await stack.origin.inject({ method: 'GET', url: '/graphql', headers: { accept: 'text/html' } });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('portal graphiql');
  });

  it('has no /mail/ without a mail catcher (SMTP_URL set: npm start runs no MailDev)', async () => {
    const response = await stack.origin.inject({ method: 'GET', url: '/mail/email' });
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('portal app');
  });

  it('serves the web app for client-side routes', async () => {
    const response = await stack.origin.inject({ method: 'GET', url: '/people/me', headers: { accept: 'text/html' } });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('portal app');
  });
});
