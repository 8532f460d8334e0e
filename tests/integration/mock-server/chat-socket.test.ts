import { io, type Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  jsonRequest,
  rawRequest,
  startMockServerProcess,
  type MockServerProcess,
  talkToRealServers,
} from '@tests/support/mock-server-process';

talkToRealServers();

// The standalone mock server's chat socket: the server chooses the room from who connects (a member's bearer
// token, a visitor's guest id); a client cannot listen in on another member's conversation.

let mock: MockServerProcess;
const sockets: Socket[] = [];

beforeAll(async () => {
  mock = await startMockServerProcess();
}, 60_000);

afterEach(() => {
  sockets.splice(0).forEach((socket) => socket.close());
});

afterAll(async () => {
  await mock?.stop();
});

async function logIn(phone: string): Promise<string> {
  const answer = await jsonRequest(`${mock.url}/api/login`, 'POST', { username: phone, password: 'Demo1234' });
  expect(answer.status).toBe(200);
  return (answer.json() as { token: string }).token;
}

/** Connects with this handshake auth; resolves with the socket once connected, rejects with the refusal. */
function connect(auth: Record<string, string>): Promise<Socket> {
  const socket = io(mock.url, { transports: ['websocket'], reconnection: false, auth, forceNew: true });
  sockets.push(socket);
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', (error) => reject(error));
  });
}

interface Received {
  sender: string;
  userId: string | null;
  guestId: string | null;
}

function collect(socket: Socket): Received[] {
  const seen: Received[] = [];
  socket.on('messaging', (message: Received) => seen.push(message));
  return seen;
}

async function send(text: string, who: { token?: string; guestId?: string }): Promise<void> {
  const body = {
    sender: 'customer',
    userId: null,
    guestId: who.guestId ?? null,
    message: { message_type: 'text', payload: text },
  };
  const headers: Record<string, string> = who.token ? { Authorization: `Bearer ${who.token}` } : {};
  expect((await jsonRequest(`${mock.url}/api/chat/send-message`, 'POST', body, headers)).status).toBe(200);
}

const fromSupport = (seen: Received[]) => seen.filter((m) => m.sender !== 'customer');

describe('the chat socket of the standalone mock server', () => {
  it("puts a member in their own room; joining another member's room hears nothing of it", async () => {
    const first = await logIn('0812345678');
    const second = await logIn('0898765432');
    const own = await connect({ token: first });
    const intruder = await connect({ token: second });
    const heardByOwn = collect(own);
    const heardByIntruder = collect(intruder);
    const db = (await rawRequest(`${mock.url}/__mock/db`)).json() as { members: { _id: string; username: string }[] };
    const firstId = db.members.find((m) => m.username === '0812345678')!._id;
    intruder.emit('join', `customer-${firstId}`);

    await send('text', { token: first });
    await expect.poll(() => fromSupport(heardByOwn).length, { timeout: 10_000 }).toBeGreaterThan(0);
    expect(fromSupport(heardByOwn).every((m) => m.userId === firstId)).toBe(true);
    // The intruder's own answer comes later than the first member's: once it is here, the other one would be too.
    await send('text', { token: second });
    await expect.poll(() => fromSupport(heardByIntruder).length, { timeout: 10_000 }).toBeGreaterThan(0);
    expect(heardByIntruder.some((m) => m.userId === firstId)).toBe(false);
  });

  it('puts a visitor in the room of their guest id', async () => {
    const guestId = 'guest-socket-test-1';
    const guest = await connect({ guestId });
    const heard = collect(guest);
    await send('text', { guestId });
    await expect.poll(() => fromSupport(heard).length, { timeout: 10_000 }).toBeGreaterThan(0);
    expect(fromSupport(heard).every((m) => m.guestId === guestId)).toBe(true);
  });

  it('refuses a token of no session, a malformed guest id, and no identity at all', async () => {
    await expect(connect({ token: 'mock.not-a-session' })).rejects.toThrow(/unauthorized/);
    await expect(connect({ guestId: 'customer-m-1' })).rejects.toThrow(/unauthorized/);
    await expect(connect({})).rejects.toThrow(/unauthorized/);
  });

  it('refuses the WebSocket handshake of a page from another origin', async () => {
    const handshake = await rawRequest(`${mock.url}/socket.io/?EIO=4&transport=websocket`, {
      headers: {
        Origin: 'https://evil.example',
        Connection: 'Upgrade',
        Upgrade: 'websocket',
        'Sec-WebSocket-Version': '13',
        'Sec-WebSocket-Key': 'dGhlIHNhbXBsZSBub25jZQ==',
      },
    });
    // engine.io refuses an upgrade with 400 and the reason; never 101 Switching Protocols.
    expect(handshake.status).toBe(400);
    expect(handshake.text).toMatch(/Forbidden/);
  });
});
