import { connect, type AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

/** Writes `head`, then one more byte every `everyMs`; resolves with what the server sent and when it closed. */
function trickle(port: number, head: string, drip: string, everyMs: number): Promise<{ ms: number; answer: string }> {
  return new Promise((resolve) => {
    const started = Date.now();
    const socket = connect(port, '127.0.0.1');
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk.toString()));
    socket.on('error', () => undefined);
    socket.write(head);
    const timer = setInterval(() => socket.write(drip), everyMs);
    socket.on('close', () => {
      clearInterval(timer);
      resolve({ ms: Date.now() - started, answer });
    });
    // A guard so a failing test ends: the server must have closed long before this.
    setTimeout(() => socket.destroy(), 20_000);
  });
}

describe('slow clients', () => {
  let t: TestApp;
  let port = 0;
  beforeAll(async () => {
    t = await createTestApp('sqlite', {
      HEADERS_TIMEOUT_SECONDS: '1',
      REQUEST_TIMEOUT_SECONDS: '2',
      IDLE_TIMEOUT_SECONDS: '2',
    });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
  });
  afterAll(() => t.close());

  it('closes a connection whose headers arrive one byte at a time', async () => {
    const { ms, answer } = await trickle(port, 'GET /api/health HTTP/1.1\r\nHost: x\r\n', 'x', 200);
    expect(ms).toBeLessThan(4_000);
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
  });

  it('closes a connection whose body arrives one byte at a time', async () => {
    const head =
      'POST /api/auth/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 5000\r\n\r\n{';
    const { ms, answer } = await trickle(port, head, ' ', 200);
    expect(ms).toBeLessThan(5_000);
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
  });

  it('closes an idle connection that sends nothing', async () => {
    const { ms, answer } = await trickle(port, '', '', 60_000);
    expect(ms).toBeLessThan(5_000);
    expect(answer === '' || answer.startsWith('HTTP/1.1 408')).toBe(true);
  });

  it('still answers a normal request', async () => {
    const response = await fetch(`http://127.0.0.1:${port}/api/health`);
    expect(response.status).toBe(200);
  });
});
