/**
 * A local stand-in of a third party the embedded API calls (the broker's CRM, Google's token
 * verifier): each test sets its answer, and it records what it received. Never a stand-in of
 * the site's own API.
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Received {
  path: string;
  headers: IncomingMessage['headers'];
  body: string;
}

export class StandIn {
  received: Received[] = [];
  answer: (received: Received) => { status: number; body: string; delayMs?: number } = () => ({ status: 200, body: '{}' });
  private server: Server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
      const received = { path: request.url ?? '', headers: request.headers, body };
      this.received.push(received);
      const { status, body: text, delayMs = 0 } = this.answer(received);
      setTimeout(() => response.writeHead(status, { 'Content-Type': 'application/json' }).end(text), delayMs);
    });
  });
  url = '';
  port = 0;
  /** Listens on `port` (a free one by default: the same one again to come back after stop). */
  async start(port = 0) {
    await new Promise<void>((resolve) => this.server.listen(port, '127.0.0.1', resolve));
    this.port = (this.server.address() as AddressInfo).port;
    this.url = `http://127.0.0.1:${this.port}`;
  }
  stop() {
    this.server.closeAllConnections();
    return new Promise((resolve) => this.server.close(resolve));
  }
  /** The idempotency keys of what it received, in order. */
  keys = () => this.received.map((received) => String(received.headers['idempotency-key']));
}

/** `{ status, data }` as the API and its upstreams answer. */
export const envelope = (status: number, data: object) => ({ status, body: JSON.stringify({ status, data }) });

/** A CRM's answer to a lead: accepted, with the address where the application continues. */
export const continueAt = (received: Received, delayMs = 0) => ({
  ...envelope(200, {
    redirect_address: `https://portal.example/continue/${(JSON.parse(received.body) as { reference: string }).reference}`,
  }),
  delayMs,
});
