import axios, { AxiosError, type AxiosAdapter } from 'axios';
import { http as mswHttp, HttpResponse } from 'msw';
import { getDb } from '@mocks/db';
import { server } from '@mocks/node';
import { endpointMatches } from '@mocks/qa/endpoints';
import { addFault } from '@mocks/qa/faults';
import { http } from '@/lib/http';

/** The four faults of issue 10 item 6. */
export const FAULTS = ['code', 'http500', 'network', 'timeout'] as const;
export type FaultName = (typeof FAULTS)[number];

/** A catalogue code no feature treats specially (spec section 8). */
export const FAULT_CODE = 'NO_DATA';

/** How long the client waits before giving up in these tests (the real client waits 60 s). */
export const TEST_TIMEOUT_MS = 10;

const xhrAdapter = axios.getAdapter('xhr');

/**
 * jsdom's XMLHttpRequest under the MSW interceptor never fires `timeout`, so axios would wait
 * forever. This adapter does what Chromium's XHR does on a timeout (an ECONNABORTED AxiosError),
 * with the client's timeout capped to TEST_TIMEOUT_MS so a held-back answer times out quickly.
 * It then tells the held-back answer (injectFault's timeout), which is dropped only after that.
 */
const enforcingTimeout: AxiosAdapter = (config) =>
  new Promise((resolve, reject) => {
    const path = new URL(config.url ?? '', 'http://localhost/').pathname;
    const index = timeoutsArmed.findIndex(({ endpoint }) => endpointMatches(endpoint, config.method ?? 'get', path));
    if (index < 0) {
      xhrAdapter(config).then(resolve, reject);
      return;
    }
    const [armed] = timeoutsArmed.splice(index, 1);
    let gaveUp: () => void = () => undefined;
    if (armed.held) {
      const queue = heldAnswers.get(armed.endpoint) ?? [];
      queue.push(new Promise<void>((done) => (gaveUp = done)));
      heldAnswers.set(armed.endpoint, queue);
    }
    const limit = Math.min(config.timeout || TEST_TIMEOUT_MS, TEST_TIMEOUT_MS);
    const timer = setTimeout(() => {
      reject(new AxiosError(`timeout of ${limit}ms exceeded`, AxiosError.ECONNABORTED, config));
      gaveUp();
    }, limit);
    xhrAdapter(config).then(
      (response) => {
        clearTimeout(timer);
        resolve(response);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });

/** Endpoints whose next request gets the short client timeout (one entry per injected timeout fault). */
const timeoutsArmed: { endpoint: string; held: boolean }[] = [];
/** Per endpoint, the held-back answers of timed-out requests sent: each is dropped once its client gave up. */
const heldAnswers = new Map<string, Promise<void>[]>();
let previousAdapter: typeof http.defaults.adapter;

/** Timeout faults injected but not yet taken by a request. */
export function armedTimeouts(): readonly string[] {
  return timeoutsArmed.map(({ endpoint }) => endpoint);
}

/**
 * The client's next call of `endpoint` gives up after TEST_TIMEOUT_MS while the mock still answers it: with
 * a QA delay fault longer than that, the server carries the call out after the client has timed out.
 */
export function armClientTimeout(endpoint: string): void {
  timeoutsArmed.push({ endpoint, held: false });
}

export function enforceClientTimeout(): void {
  previousAdapter = http.defaults.adapter;
  http.defaults.adapter = enforcingTimeout;
}

export function restoreClientAdapter(): void {
  timeoutsArmed.length = 0;
  heldAnswers.clear();
  http.defaults.adapter = previousAdapter;
}

/** "METHOD /api/x/{param}" as an MSW method + path (any origin). */
function mswRoute(endpoint: string): { method: 'get' | 'post' | 'put' | 'delete'; path: string } {
  const [method = 'GET', path = ''] = endpoint.split(' ');
  return { method: method.toLowerCase() as 'get', path: `*${path.replace(/\{(\w+)\}/g, ':$1')}` };
}

/**
 * Injects one fault on the next call of `endpoint`: QA faults for code/http500/network (the
 * handler never runs), and for timeout a one-shot override that holds the answer back until the
 * client has timed out and then drops it (the server never processed it). Waiting for the client
 * rather than a fixed delay keeps a busy machine from answering first.
 */
export function injectFault(endpoint: string, fault: FaultName): void {
  switch (fault) {
    case 'code':
      addFault({ endpoint, kind: 'code', code: FAULT_CODE, status: 400, once: true });
      return;
    case 'http500':
      addFault({ endpoint, kind: 'http500', once: true });
      return;
    case 'network':
      addFault({ endpoint, kind: 'network', once: true });
      return;
    case 'timeout': {
      const { method, path } = mswRoute(endpoint);
      timeoutsArmed.push({ endpoint, held: true });
      server.use(
        mswHttp[method](
          path,
          // Requests reach these one-shot handlers in the order they were sent: the oldest held answer is this one's.
          async () => {
            await heldAnswers.get(endpoint)?.shift();
            return HttpResponse.error();
          },
          { once: true },
        ),
      );
    }
  }
}

/** What the client should report for each fault. */
export const EXPECTED_ERROR: Record<FaultName, { kind: string; code?: string; status?: number }> = {
  code: { kind: 'server', code: FAULT_CODE, status: 400 },
  http500: { kind: 'server', code: 'INTERNAL_SERVER_ERROR', status: 500 },
  network: { kind: 'network' },
  timeout: { kind: 'timeout', code: 'TIMEOUT' },
};

/** Everything that is money or a money-like claim in the mock database, per member. */
export function moneyState() {
  const db = getDb();
  return {
    members: db.members.map((m) => ({
      id: m._id,
      wallet: m.wallet,
      coin: m.coin,
      games: m.games.map((g) => [g.code, g.amount, g.isActive]),
    })),
    statements: db.statements.length,
    withdrawals: db.withdrawals.length,
    giftLinks: db.giftLinks.length,
    qrcodes: db.qrcodes.filter((q) => q.status === 'LIVE').length,
    spin: { rng: db.spin.rngState, coupons: db.spin.coupons.map((c) => [c._id, c.memberId, c.claimedAt !== null]) },
    rewards: db.rewards
      ? {
          userBonuses: db.rewards.userBonuses.map((u) => [u.bonusCode, u.isActive, u.received]),
          promotions: db.rewards.promotionReceipts.map((p) => [p.code, p.isActive]),
          invites: db.rewards.inviteCollections.length,
          refunds: db.rewards.refunds.length,
          refundBalances: db.rewards.refundBalances,
        }
      : null,
  };
}

/** The whole database except sessions: a fault must leave all of it untouched. */
export function dbFingerprint(): string {
  const { sessions: _sessions, ...rest } = getDb();
  return JSON.stringify(rest);
}
