import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedSms {
  apiKey: string | undefined;
  username: string | null;
  to: string | null;
  message: string | null;
}

/** What the next requests get: accepted, a 500, or a refusal for the number (Africa's Talking status codes). */
export type GatewayMode = 'accept' | 'error_500' | 'invalid_number';

/** An Africa's Talking-style messaging API on loopback; tests choose how it answers. */
export async function startFakeSmsGateway() {
  let mode: GatewayMode = 'accept';
  const received: ReceivedSms[] = [];
  let requests = 0;
  const server = createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    request.on('end', () => {
      requests += 1;
      if (request.method !== 'POST' || request.url !== '/version1/messaging') {
        return response.writeHead(404).end();
      }
      if (mode === 'error_500') return response.writeHead(500).end('Internal Server Error');
      const form = new URLSearchParams(raw);
      const to = form.get('to');
      const accepted = mode === 'accept';
      if (accepted) {
        received.push({
          apiKey: request.headers.apikey as string | undefined,
          username: form.get('username'),
          to,
          message: form.get('message'),
        });
      }
      response.writeHead(201, { 'content-type': 'application/json' });
      response.end(
        JSON.stringify({
          SMSMessageData: {
            Message: accepted ? 'Sent to 1/1 Total Cost: KES 0.8000' : 'Sent to 0/1 Total Cost: 0',
            Recipients: [
              accepted
                ? {
                    statusCode: 101,
                    number: to,
                    status: 'Success',
                    cost: 'KES 0.8000',
                    messageId: `ATXid_${requests}`,
                  }
                : { statusCode: 403, number: to, status: 'InvalidPhoneNumber', cost: '0', messageId: 'None' },
            ],
          },
        }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    received,
    requests: () => requests,
    setMode: (next: GatewayMode) => {
      mode = next;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
