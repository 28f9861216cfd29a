import { expect, test } from '@playwright/test';
import { Caller, gatewayPid } from './hostile-client.js';

test.describe('a piece of the portal that dies', () => {
  test('is reported and started again by npm start, and the portal answers again', async () => {
    const before = gatewayPid();
    expect(before, 'the gateway process of this run').toBeDefined();
    process.kill(before!, 'SIGKILL');
    await expect
      .poll(
        async () => {
          const pid = gatewayPid();
          if (!pid || pid === before) return 'not yet';
          const answer = await new Caller('127.0.0.2').send('/api/v1/health').catch(() => undefined);
          return answer?.status === 200 ? 'answering' : 'not yet';
        },
        { timeout: 30_000, intervals: [250] },
      )
      .toBe('answering');
  });
});
