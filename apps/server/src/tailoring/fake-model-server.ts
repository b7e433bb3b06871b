import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request a fake model server received: path and parsed JSON body. */
export interface RecordedRequest {
  path: string;
  body: Record<string, unknown>;
}

export type FakeReply = (request: RecordedRequest, response: ServerResponse) => void;

/**
 * A local HTTP server standing in for a model provider in tests: it records each request and
 * answers with the reply function given for that call (the last one repeats).
 */
export async function startFakeModelServer(replies: FakeReply[]) {
  const requests: RecordedRequest[] = [];
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    req.on('end', () => {
      const request = { path: req.url ?? '', body: JSON.parse(raw || '{}') as Record<string, unknown> };
      requests.push(request);
      const reply = replies[Math.min(requests.length - 1, replies.length - 1)]!;
      reply(request, res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseURL: `http://127.0.0.1:${port}/v1`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export const sendJson = (res: ServerResponse, status: number, body: unknown) => {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
};

/** An OpenAI chat completion whose message content is the given text. */
export const openAiReply =
  (content: string): FakeReply =>
  (_request, res) =>
    sendJson(res, 200, {
      id: 'chatcmpl-1',
      object: 'chat.completion',
      created: 1,
      model: 'test-model',
      choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
      usage: { prompt_tokens: 120, completion_tokens: 80, total_tokens: 200 },
    });

/**
 * An Anthropic message carrying the object: as a tool call when the SDK offered a JSON tool, as
 * text when it asked for native structured output.
 */
export const anthropicReply =
  (object: unknown): FakeReply =>
  (request, res) => {
    const tools = (request.body.tools as { name: string }[] | undefined) ?? [];
    const content = tools.length
      ? [{ type: 'tool_use', id: 'toolu_1', name: tools[0]!.name, input: object }]
      : [{ type: 'text', text: JSON.stringify(object) }];
    sendJson(res, 200, {
      id: 'msg_1',
      type: 'message',
      role: 'assistant',
      model: 'claude-test',
      content,
      stop_reason: tools.length ? 'tool_use' : 'end_turn',
      stop_sequence: null,
      usage: { input_tokens: 150, output_tokens: 90 },
    });
  };

export const failReply =
  (status: number): FakeReply =>
  (_request, res) =>
    sendJson(res, status, { error: { message: 'upstream broke', type: 'server_error' } });

/** Never answers, so the client's timeout fires. */
export const hangReply: FakeReply = () => undefined;
