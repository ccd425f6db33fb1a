// The sockets of chat-fanout.bench.ts, in a worker thread: N receivers, one sender, latencies back.
import { performance } from 'node:perf_hooks';
import { parentPort, workerData } from 'node:worker_threads';
import { io, type Socket } from 'socket.io-client';
import type { FanoutJob, FanoutResult } from './chat-fanout.bench';

const job = workerData as FanoutJob;
const now = () => performance.timeOrigin + performance.now();

function connect(url: string, auth: Record<string, string>): Promise<Socket> {
  const socket = io(url, { auth, transports: ['websocket'], forceNew: true, reconnection: false });
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', reject);
  });
}

const receivers: Socket[] = [];
for (let index = 0; index < job.receivers; index += 50) {
  const batch = Math.min(50, job.receivers - index);
  receivers.push(
    ...(await Promise.all(
      Array.from({ length: batch }, () => connect(job.receiverUrl, { token: job.adminToken })),
    )),
  );
}
const latencies: number[] = [];
const expected = job.receivers * job.messages;
let allIn: () => void = () => {};
const done = new Promise<void>((resolve) => {
  allIn = resolve;
});
for (const socket of receivers) {
  socket.on('chat:message', (message: { body: string }) => {
    const sentAt = Number(message.body.split(' ')[0]);
    if (!Number.isFinite(sentAt)) return;
    latencies.push(now() - sentAt);
    if (latencies.length === expected) allIn();
  });
}

const sender = await connect(job.senderUrl, { token: job.userToken, projectKey: job.projectKey });
// Opens the support conversation before timing starts.
const opened = await sender.emitWithAck('chat:send', { to: 'support', body: 'warm-up' });
const conversationId = opened.conversation.id as string;
await new Promise((resolve) => setTimeout(resolve, 200));

const started = now();
let next = 0;
async function lane() {
  while (next < job.messages) {
    const index = next++;
    await sender.emitWithAck('chat:send', { conversationId, body: `${now()} message ${index}` });
  }
}
await Promise.all(Array.from({ length: job.inFlight }, lane));
await Promise.race([done, new Promise((resolve) => setTimeout(resolve, 30_000))]);
const seconds = (now() - started) / 1000;

for (const socket of [sender, ...receivers]) socket.close();
parentPort!.postMessage({ latencies, seconds, expected } satisfies FanoutResult);
