import { connect } from 'node:net';
import type { ThrottleCount } from './throttle.ts';

type Reply = string | number | null | Reply[] | Error;

/** Reads one RESP reply from `buffer` at `at`: the reply and where the next begins, or null if incomplete. */
function parse(buffer: Buffer, at: number): [Reply, number] | null {
  const end = buffer.indexOf('\r\n', at);
  if (end < 0) return null;
  const line = buffer.toString('utf8', at + 1, end);
  const next = end + 2;
  switch (String.fromCharCode(buffer[at]!)) {
    case '+':
      return [line, next];
    case '-':
      return [new Error(line), next];
    case ':':
      return [Number(line), next];
    case '$': {
      const length = Number(line);
      if (length < 0) return [null, next];
      if (buffer.length < next + length + 2) return null;
      return [buffer.toString('utf8', next, next + length), next + length + 2];
    }
    case '*': {
      const items: Reply[] = [];
      let cursor = next;
      for (let i = 0; i < Number(line); i += 1) {
        const item = parse(buffer, cursor);
        if (!item) return null;
        items.push(item[0]);
        cursor = item[1];
      }
      return [items, cursor];
    }
    default:
      throw new Error('redis: unreadable reply');
  }
}

const encode = (args: string[]) =>
  `*${args.length}\r\n${args.map((arg) => `$${Buffer.byteLength(arg)}\r\n${arg}\r\n`).join('')}`;

// One atomic step: count the hit, start the window on the first, and say when it ends.
const COUNT_SCRIPT = `local n = redis.call('INCR', KEYS[1])
if n == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return {n, redis.call('PTTL', KEYS[1])}`;

/**
 * The request limits' counters on Redis (`REDIS_URL`), for deployments that have it: the same fixed
 * windows as the database's, one round trip per count, shared by every API process. A minimal client
 * of the Redis protocol: commands answer in order on one connection.
 */
export function createRedisCounter(redisUrl: string) {
  const url = new URL(redisUrl);
  const socket = connect(Number(url.port || 6379), url.hostname);
  socket.setNoDelay(true);
  const waiting: { resolve: (reply: Reply) => void; reject: (error: Error) => void }[] = [];
  let pending = Buffer.alloc(0);
  socket.on('data', (chunk: Buffer) => {
    pending = Buffer.concat([pending, chunk]);
    for (;;) {
      const parsed = parse(pending, 0);
      if (!parsed) break;
      pending = pending.subarray(parsed[1]);
      const waiter = waiting.shift();
      if (parsed[0] instanceof Error) waiter?.reject(parsed[0]);
      else waiter?.resolve(parsed[0]);
    }
  });
  socket.on('error', (error) => {
    for (const waiter of waiting.splice(0)) waiter.reject(error);
  });
  const command = (...args: string[]) =>
    new Promise<Reply>((resolve, reject) => {
      waiting.push({ resolve, reject });
      socket.write(encode(args));
    });
  if (url.password)
    void command('AUTH', ...(url.username ? [url.username] : []), decodeURIComponent(url.password));

  return {
    async count(key: string, windowMs: number): Promise<ThrottleCount> {
      const [hits, ttl] = (await command(
        'EVAL',
        COUNT_SCRIPT,
        '1',
        `mimea:${key}`,
        String(windowMs),
      )) as number[];
      return { hits: hits!, resetAt: Date.now() + Math.max(0, ttl!) };
    },
    close: () => new Promise<void>((resolve) => socket.end(resolve)),
  };
}
