import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';

/** One request a receiver took: its path, headers and JSON body. */
export interface Received {
  path: string;
  headers: IncomingHttpHeaders;
  body: Record<string, unknown>;
}

/**
 * A local webhook receiver over real HTTP, for the alerting's tests: it keeps every request it takes and
 * answers with what `answer` says for it (200 by default; `'hang'` never answers).
 */
export interface WebhookReceiver {
  url: string;
  received: Received[];
  answer: (request: Received, index: number) => number | 'hang';
  close: () => Promise<void>;
}

export async function startReceiver(): Promise<WebhookReceiver> {
  const receiver = { received: [] as Received[], answer: () => 200 } as unknown as WebhookReceiver & {
    server: Server;
  };
  const server = createServer((request, response) => {
    let text = '';
    request.on('data', (chunk: Buffer) => (text += chunk.toString()));
    request.on('end', () => {
      const received = {
        path: request.url ?? '',
        headers: request.headers,
        body: JSON.parse(text || '{}') as Record<string, unknown>,
      };
      receiver.received.push(received);
      const status = receiver.answer(received, receiver.received.length - 1);
      if (status === 'hang') return;
      response.writeHead(status, { 'content-type': 'text/plain' }).end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  receiver.url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  receiver.close = () =>
    new Promise((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return receiver;
}
