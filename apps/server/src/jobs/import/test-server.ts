import { readFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface TestServer {
  baseUrl: string;
  /** Paths requested so far, in order. */
  requests: string[];
  close(): Promise<void>;
}

/**
 * A local HTTP server on 127.0.0.1 for importer tests. `routes` maps a path (query string
 * included) to a recorded file in test-files/, or to a redirect target.
 */
export async function startTestServer(
  routes: Record<string, { file: string; type?: string } | { redirect: string }>,
): Promise<TestServer> {
  const requests: string[] = [];
  const server = http.createServer((request, response) => {
    const path = request.url ?? '/';
    requests.push(path);
    const route = routes[path];
    if (!route) {
      response.writeHead(404, { 'content-type': 'application/json' }).end('{"ok":false,"error":"Document not found"}');
    } else if ('redirect' in route) {
      response.writeHead(302, { location: route.redirect }).end();
    } else {
      const body = readFileSync(new URL(`./test-files/${route.file}`, import.meta.url));
      response.writeHead(200, { 'content-type': route.type ?? 'application/json' }).end(body);
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
