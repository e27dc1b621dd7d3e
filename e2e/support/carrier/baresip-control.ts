// baresip's ctrl_tcp protocol: JSON objects in netstrings (`<length>:<json>,`) both ways. Commands carry a
// token and get a response with it; call events (CALL_RINGING, CALL_ESTABLISHED, CALL_CLOSED...) arrive
// unasked and are kept in order, so a test can wait for one.
import { connect, type Socket } from 'node:net';

export interface BaresipEvent {
  type: string;
  direction?: string;
  peeruri?: string;
  param?: string;
  at: number;
}

interface Reply {
  response?: boolean;
  event?: boolean;
  ok?: boolean;
  data?: string;
  token?: string;
  type?: string;
}

export interface BaresipControl {
  command(name: string, params?: string): Promise<string>;
  events: BaresipEvent[];
  close(): void;
}

export async function connectControl(port: number): Promise<BaresipControl> {
  const socket: Socket = await new Promise((resolve, reject) => {
    const s = connect(port, '127.0.0.1', () => resolve(s));
    s.once('error', reject);
  });
  const events: BaresipEvent[] = [];
  const waiting = new Map<string, (reply: Reply) => void>();
  let buffer = '';
  socket.on('data', (chunk) => {
    buffer += chunk.toString('utf8');
    for (let colon = buffer.indexOf(':'); colon > 0; colon = buffer.indexOf(':')) {
      const length = Number(buffer.slice(0, colon));
      if (buffer.length < colon + 1 + length + 1) return;
      const reply = JSON.parse(buffer.slice(colon + 1, colon + 1 + length)) as Reply & BaresipEvent;
      buffer = buffer.slice(colon + 1 + length + 1);
      if (reply.event) events.push({ ...reply, at: Date.now() });
      else if (reply.response && reply.token) waiting.get(reply.token)?.(reply);
    }
  });
  let counter = 0;
  return {
    events,
    command(name, params = '') {
      const token = `t${++counter}`;
      const json = JSON.stringify({ command: name, params, token });
      return new Promise((resolve, reject) => {
        waiting.set(token, (reply) => {
          waiting.delete(token);
          if (reply.ok) resolve(reply.data ?? '');
          else reject(new Error(`baresip ${name}: ${reply.data ?? 'failed'}`));
        });
        socket.write(`${Buffer.byteLength(json)}:${json},`);
      });
    },
    close: () => socket.destroy(),
  };
}
