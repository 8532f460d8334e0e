import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { http as mswHttp, HttpResponse } from 'msw';
import { afterAll, beforeAll, beforeEach, expect } from 'vitest';
import { getDb } from '@mocks/db';
import { server } from '@mocks/node';
import { endpointMatches } from '@mocks/qa/endpoints';
import { listFaults } from '@mocks/qa/faults';
import { clearRequestLog, requestLog } from '@mocks/qa/request-log';
import { renderApp, SEEDED } from '@tests/support/render-app';
import { ALL_ENDPOINTS } from '@/contract';
import { endpointName } from '@/contract/endpoint';
import {
  armedTimeouts,
  dbFingerprint,
  enforceClientTimeout,
  FAULTS,
  injectFault,
  moneyState,
  restoreClientAdapter,
  type FaultName,
} from './fault-support';

/**
 * Issue 10 item 6, in the app: what the fault-matrix UI files share. An action row takes the four
 * faults one after another on the member's action (catalogue code, HTTP 500, network error,
 * timeout) in one render, then a clean retry; a load row takes each fault on a load, then a clean
 * retry. Each checks the behaviour spec section 8 sets (error dialog, toast, inline text or
 * silent), that the shell stays (no blank page, no error-boundary view), that typed input
 * survives, and that
 * fail-then-retry moves money exactly once.
 */

/** The translated text each fault must show (errors.NO_DATA, INTERNAL_SERVER_ERROR, NETWORK, TIMEOUT). */
export const FAULT_TEXT: Record<FaultName, RegExp> = {
  code: /No data found\./,
  http500: /A server error occurred\. Please try again later\./,
  network: /Cannot reach the server/,
  timeout: /The server took too long to answer/,
};

/**
 * A money call that gets no answer (network error, timeout) may have gone through (issue 16 item 6): the
 * member is told so (errors.MONEY_UNCERTAIN) instead of being invited to try again.
 */
export const UNCERTAIN_TEXT = /this may have gone through\. Check your balance and statement/;
const MONEY_ENDPOINTS = new Set(ALL_ENDPOINTS.filter((e) => e.money).map((e) => endpointName(e)));

/** The text a fault on this endpoint shows. */
export function faultText(endpoint: string, fault: FaultName): RegExp {
  return MONEY_ENDPOINTS.has(endpoint) && (fault === 'network' || fault === 'timeout')
    ? UNCERTAIN_TEXT
    : FAULT_TEXT[fault];
}

/**
 * The answer to a money call whose key went out before without an answer (the last fault of a row is a timeout):
 * that earlier request's, never a new success (issue 40 item 5, for every money move since issue 53 item 2).
 */
export async function expectEarlierRequest(): Promise<void> {
  expect(await dialogNamed('Your earlier request')).toHaveTextContent(
    /This answers your request sent at .*: it was carried out once/,
  );
}

/** Lazy chunks load on first use: the first dialog of a flow may take a while on a busy two-core machine. */
export const SLOW = { timeout: 5000 };

/** A row renders a flow five times (four faults, then the retry): room for that on a busy machine. */
export const ROW_TIMEOUT = 60_000;

/**
 * dialog: the error alert dialog; alert: a red toast or inline alert (role alert); inline: text in
 * place; silent: no fault text anywhere (only the loader goes).
 */
export type Behaviour = 'dialog' | 'alert' | 'inline' | 'silent';

export type MoneyState = ReturnType<typeof moneyState>;

export interface Row {
  endpoint: string;
  behaviour: Behaviour;
  path: string;
  member: boolean;
  /** The seeded member to sign in as (default SEEDED.member). */
  phone?: string;
  /** Opens the form and types the input; returns the elements to check. */
  open: (user: UserEvent) => Promise<{ fields: HTMLElement[]; values: string[] }>;
  /** The member's action that sends the call. */
  trigger: (user: UserEvent) => Promise<void>;
  /** After each fault: checks of the row's own (e.g. the message kept in a list, the coins shown). */
  afterFault?: (fault: FaultName) => Promise<void>;
  /** After the clean retry: what success looks like. */
  succeeded: () => Promise<void>;
  /** The wallet change one successful call makes (money rows). */
  walletDelta?: number;
  /** What else one successful call changes: called with the money state before the faults and after the retry. */
  moved?: (before: MoneyState, after: MoneyState) => void;
}

export const memberByPhone = (phone: string = SEEDED.member.phone) =>
  getDb().members.find((m) => m.username === phone)!;
export const quickAction = async (user: UserEvent, name: string) =>
  user.click(
    within(await screen.findByRole('navigation', { name: 'Quick actions' }, SLOW)).getByRole('button', { name }),
  );
export const dialogNamed = (name: string | RegExp) => screen.findByRole('dialog', { name }, SLOW);

/** The shown text of role=alert nodes (toasts and inline alerts). */
const alertTexts = () => screen.queryAllByRole('alert').map((node) => node.textContent ?? '');

export async function expectBehaviour(
  behaviour: Behaviour,
  fault: FaultName,
  text: RegExp = FAULT_TEXT[fault],
): Promise<void> {
  switch (behaviour) {
    case 'dialog': {
      const dialog = await screen.findByRole('dialog', { name: 'Something went wrong' }, { timeout: 3000 });
      expect(within(dialog).getByText(text)).toBeInTheDocument();
      await waitFor(() => expect(within(dialog).getByRole('button', { name: 'OK' })).toBeEnabled());
      within(dialog).getByRole('button', { name: 'OK' }).click();
      await waitFor(() =>
        expect(screen.queryByRole('dialog', { name: 'Something went wrong' })).not.toBeInTheDocument(),
      );
      return;
    }
    case 'alert':
      await waitFor(() => expect(alertTexts().some((shown) => text.test(shown))).toBe(true), { timeout: 3000 });
      return;
    case 'inline':
      expect(await screen.findByText(text, {}, { timeout: 3000 })).toBeInTheDocument();
      return;
    case 'silent':
      expect(screen.queryByRole('dialog', { name: 'Something went wrong' })).not.toBeInTheDocument();
      expect(screen.queryByText(text)).not.toBeInTheDocument();
      expect(alertTexts().filter((shown) => text.test(shown))).toEqual([]);
      return;
  }
}

export async function expectShellAlive(member: boolean): Promise<void> {
  expect(screen.queryByText('Something went wrong on this page')).not.toBeInTheDocument();
  if (member) expect(screen.getByRole('navigation', { name: 'Main menu' })).toBeInTheDocument();
  expect(document.body.textContent?.trim().length ?? 0).toBeGreaterThan(50);
}

export const endpointSeen = (endpoint: string) =>
  requestLog().some((entry) => endpointMatches(endpoint, entry.method, entry.path));

/** Every injected fault was taken by a request (none waits to hit a later step instead). */
export const expectFaultsTaken = (what: string) => {
  expect(listFaults(), `${what}: fault not taken`).toEqual([]);
  expect(armedTimeouts(), `${what}: timeout not taken`).toEqual([]);
};

/**
 * The hooks every fault-matrix UI file needs: the client timeout that jsdom cannot fire, the lazy
 * routes loaded up front (renderApp waits for the first route only so long), the agreement modal
 * already seen and home's entry refresh kept from simulating play (it would move game balances).
 */
export function registerFaultMatrixHooks(preload: () => Promise<unknown>[] = () => []): void {
  beforeAll(async () => {
    enforceClientTimeout();
    await Promise.all([import('@/app/shells/member-shell'), import('@/app/shells/public-shell'), ...preload()]);
  }, 30_000);
  afterAll(restoreClientAdapter);
  beforeEach(() => {
    localStorage.setItem('remember-agreement', 'true');
    server.use(mswHttp.get('*/api/wallet/refresh/slot', () => HttpResponse.json({ message: 'SUCCESS' })));
  });
}

/**
 * One action row: the four faults one after another on the member's action, then a clean retry.
 * After every fault the behaviour shows, the shell stays, the typed input is kept and nothing in the mock
 * database changed (sessions aside); the retry changes the money exactly once.
 */
export async function runActionRow(row: Row): Promise<void> {
  const phone = row.member ? (row.phone ?? SEEDED.member.phone) : null;
  const { user } = await renderApp(row.path, { as: phone });
  const { fields, values } = await row.open(user);
  const before = moneyState();
  const untouched = dbFingerprint();
  for (const fault of FAULTS) {
    injectFault(row.endpoint, fault);
    clearRequestLog();
    await row.trigger(user);
    await expectBehaviour(row.behaviour, fault, faultText(row.endpoint, fault));
    await waitFor(() => expect(endpointSeen(row.endpoint)).toBe(fault !== 'timeout'));
    await expectShellAlive(row.member);
    fields.forEach((field, index) => expect(field, `${row.endpoint} ${fault}: input kept`).toHaveValue(values[index]));
    await row.afterFault?.(fault);
    expectFaultsTaken(`${row.endpoint} ${fault}`);
    expect(moneyState(), `${row.endpoint} ${fault} moved money`).toEqual(before);
    expect(dbFingerprint(), `${row.endpoint} ${fault} changed the mock database`).toBe(untouched);
  }
  await row.trigger(user);
  await row.succeeded();
  const after = moneyState();
  if (phone) {
    const id = memberByPhone(phone)._id;
    const wallet = (state: MoneyState) => state.members.find((m) => m.id === id)!.wallet;
    expect(wallet(after), `${row.endpoint}: the retry moved the wallet`).toBeCloseTo(
      wallet(before) + (row.walletDelta ?? 0),
      2,
    );
  }
  row.moved?.(before, after);
}
