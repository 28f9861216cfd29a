import { connect, type Socket } from 'node:net';

/**
 * An HTTP request whose body arrives in two parts, on a socket of its own:
 * the first part now, the rest when `finish` is called (or never), so that
 * the request is in flight while the test stops the server.
 */
export class SlowRequest {
  private readonly socket: Socket;
  private readonly answerText: Promise<string>;
  private readonly rest: string;

  constructor(url: string, method: string, path: string, headers: Record<string, string>, body: string) {
    const { hostname, port } = new URL(url);
    this.socket = connect(Number(port), hostname);
    const cut = Math.floor(body.length / 2);
    this.rest = body.slice(cut);
    const head = [
      `${method} ${path} HTTP/1.1`,
      `host: ${hostname}:${port}`,
      'connection: close',
      `content-length: ${Buffer.byteLength(body)}`,
      ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
    ].join('\r\n');
    this.socket.write(`${head}\r\n\r\n${body.slice(0, cut)}`);
    this.answerText = new Promise((done) => {
      let text = '';
      this.socket.setEncoding('utf8');
      this.socket.on('data', (chunk: string) => (text += chunk));
      this.socket.on('close', () => done(text));
      this.socket.on('error', () => {});
    });
  }

  /** Sends the rest of the body; resolves to the answer's status, head (status line and headers) and body. */
  async finish(): Promise<{ status: number; head: string; body: string }> {
    this.socket.write(this.rest);
    const text = await this.answerText;
    const [head = '', ...body] = text.split('\r\n\r\n');
    return { status: Number(head.split(' ')[1]), head, body: body.join('\r\n\r\n') };
  }

  /** Resolves when the server closed the connection (the answer so far, maybe none). */
  closed(): Promise<string> {
    return this.answerText;
  }
}
