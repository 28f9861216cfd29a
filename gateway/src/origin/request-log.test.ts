import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMAIL_CONFIRMATION_PATH } from '@portal/domain';
import { buildOrigin } from './origin.js';

/* The origin's request log (LOG_REQUESTS=true) as an operator reads it. */
const lines: string[] = [];
let origin: FastifyInstance;

beforeAll(async () => {
  origin = await buildOrigin({
    apiUrl: 'http://127.0.0.1:9',
    logger: { stream: { write: (line: string) => void lines.push(line) } },
  });
});
afterAll(async () => {
  await origin.close();
});

describe('the origin’s request log', () => {
  it('never holds an e-mail confirmation link’s token, but still says which page was asked', async () => {
    lines.length = 0;
    const token = 'Zq3secret-confirmation-token';
    await origin.inject({ url: `${EMAIL_CONFIRMATION_PATH}?token=${token}` });
    await origin.inject({ url: `/api/v1/auth/confirm-email?lang=en&token=${token}&x=1` });
    const log = lines.join('');
    expect(log).not.toContain(token);
    const urls = lines.map((line) => (JSON.parse(line) as { req?: { url?: string } }).req?.url).filter(Boolean);
    expect(urls).toEqual([
      `${EMAIL_CONFIRMATION_PATH}?token=[Redacted]`,
      '/api/v1/auth/confirm-email?lang=en&token=[Redacted]&x=1',
    ]);
  });
});
