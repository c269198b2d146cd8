// A stand-in of the broker's CRM for the fault scripts (a third party: never a stand-in of the
// site's own API). It keeps the first lead of each idempotency key, answers a repeat as it
// answered the first time (as an upstream that honours the key does), and counts deliveries.
import { createServer } from 'node:http';

export class Crm {
  /** Idempotency key → how many times it arrived. */
  deliveries = new Map();
  delayMs = 0;
  port = 0;
  server = null;

  get url() {
    return `http://127.0.0.1:${this.port}/leads`;
  }

  /** Listens (again) on its port; the first time on a free one. */
  up() {
    this.server = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk) => (body += chunk));
      request.on('end', () => {
        const key = String(request.headers['idempotency-key']);
        this.deliveries.set(key, (this.deliveries.get(key) ?? 0) + 1);
        const { reference } = JSON.parse(body);
        const answer = JSON.stringify({ status: 200, data: { redirect_address: `https://portal.example/continue/${reference}` } });
        setTimeout(() => response.writeHead(200, { 'Content-Type': 'application/json' }).end(answer), this.delayMs);
      });
    });
    return new Promise((resolve) =>
      this.server.listen(this.port, '127.0.0.1', () => {
        this.port = this.server.address().port;
        resolve();
      }),
    );
  }

  /** Stops answering: connections are refused until up() again. */
  down() {
    this.server.closeAllConnections();
    return new Promise((resolve) => this.server.close(resolve));
  }

  /** A port for it while it is down from the start. */
  async reservePort() {
    await this.up();
    await this.down();
  }

  counts() {
    const times = [...this.deliveries.values()];
    return {
      deliveries: times.reduce((sum, count) => sum + count, 0),
      keys: times.length,
      repeated: times.filter((count) => count > 1).length,
    };
  }
}
