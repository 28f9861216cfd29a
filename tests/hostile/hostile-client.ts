import { request as httpRequest } from 'node:http';
import { readFileSync, readdirSync } from 'node:fs';

/** The origin the end-to-end run started (tests/playwright.config.ts). */
export const PORT = Number(process.env.E2E_PORT ?? 8091);

export interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  text: string;
  ms: number;
  json<T = Record<string, unknown>>(): T;
}

export interface SendOptions {
  method?: string;
  headers?: Record<string, string>;
  body?: string | Buffer;
}

/**
 * A caller at one address of the loopback range (127.0.0.2, 127.0.0.3 …), so
 * per-address throttles see distinct people on one machine. Keeps the cookies
 * the origin sets, as a browser would.
 */
export class Caller {
  private cookies = new Map<string, string>();

  constructor(readonly address: string) {}

  send(path: string, options: SendOptions = {}): Promise<Answer> {
    const started = performance.now();
    const headers: Record<string, string> = { ...options.headers };
    if (this.cookies.size) headers.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    if (options.body !== undefined && !('content-length' in headers)) {
      headers['content-length'] = String(Buffer.byteLength(options.body));
    }
    return new Promise((resolve, reject) => {
      const req = httpRequest(
        { host: '127.0.0.1', port: PORT, path, method: options.method ?? 'GET', headers, localAddress: this.address },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => {
            this.keep(res.headers['set-cookie']);
            const text = Buffer.concat(chunks).toString('utf8');
            resolve({
              status: res.statusCode ?? 0,
              headers: res.headers,
              text,
              ms: performance.now() - started,
              json: <T>() => JSON.parse(text) as T,
            });
          });
          res.on('error', reject);
        },
      );
      req.on('error', reject);
      if (options.body !== undefined) req.end(options.body);
      else req.end();
    });
  }

  /** A GraphQL request as the web client sends it. */
  async graphql(query: string, variables?: Record<string, unknown>): Promise<GraphQLAnswer> {
    const answer = await this.send('/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/graphql-response+json, application/json' },
      body: JSON.stringify({ query, variables }),
    });
    return { ...answer.json<GraphQLAnswer>(), status: answer.status, ms: answer.ms };
  }

  async signIn(email: string, password = DEMO_PASSWORD): Promise<this> {
    const answer = await this.graphql('mutation($input: SignInInput!) { signIn(input: $input) { role } }', {
      input: { email, password },
    });
    if (answer.errors) throw new Error(`sign-in of ${email} failed: ${answer.errors[0]?.message}`);
    return this;
  }

  private keep(header: string[] | undefined): void {
    for (const line of header ?? []) {
      const [pair = ''] = line.split(';');
      const [name = '', value = ''] = pair.split('=');
      if (value === '' || /max-age=0/i.test(line)) this.cookies.delete(name.trim());
      else this.cookies.set(name.trim(), value);
    }
  }
}

export interface GraphQLAnswer {
  status: number;
  ms: number;
  data?: Record<string, unknown> | null;
  errors?: { message: string; path?: string[]; extensions?: Record<string, unknown> }[];
}

export const DEMO_PASSWORD = process.env.DEMO_PASSWORD ?? 'Demo!2345';

/** How long /api/v1/health takes, asked from a bystander's address. */
export async function healthMs(): Promise<number> {
  const answer = await new Caller('127.0.0.9').send('/api/v1/health');
  if (answer.status !== 200) throw new Error(`health answered ${answer.status}`);
  return answer.ms;
}

/** The gateway process of this run: the one started from gateway/dist/main.js with PORT set to ours. */
export function gatewayPid(): number | undefined {
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const command = readFileSync(`/proc/${entry}/cmdline`, 'utf8');
      if (!command.includes('gateway/dist/main.js')) continue;
      const environment = readFileSync(`/proc/${entry}/environ`, 'utf8').split('\0');
      if (environment.includes(`PORT=${PORT}`)) return Number(entry);
    } catch {
      // a process that ended while we looked
    }
  }
  return undefined;
}

/** Resident memory of a process, in MiB. */
export function residentMiB(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kib = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? NaN);
  return kib / 1024;
}

/** Words that would tell a caller how the portal is built inside. */
export const INTERNAL_WORDS =
  /No route for|\/api\/v1\/user\/|FST_|fastify|zod|drizzle|undici|EPIPE|stacktrace|at \w+ \(|Too big/i;
