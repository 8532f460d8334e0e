import { http, HttpResponse } from 'msw';
import { now, nowIso } from '../clock';
import { WITHDRAW_LIMITS } from '../content';
import { getDb, updateDb } from '../db';
import { nextId, recordStatement } from '../domain/ledger';
import {
  activateGame,
  checkAutoLogin,
  gameCredentials,
  inviteCodeOf,
  inviteSummary,
  resetGamePassword,
  simulatePlay,
  transfer,
  transferAll,
  WALLET,
  withdraw,
  withdrawAll,
  type Move,
} from '../domain/wallet';
import { RuleError } from '../domain/rule-error';
import { profileBody } from '../domain/profile';
import { inviteBonusDue } from '../domain/rewards';
import { getScenario } from '../scenarios';
import type { MockDb, MockGameAccount, MockMember } from '../types';
import { apiUrl, fail, jsonBody, route } from './utils';

/** Banks whose account name must be English letters and spaces (spec section 9). */
const ENGLISH_NAME_BANKS = ['KTB', 'TMB', 'BBL'];

/** A game account as the wallet response shows it: no credentials. */
function publicSlot({ username: _u, password: _p, ...slot }: MockGameAccount) {
  return slot;
}

function walletResponse(db: Readonly<MockDb>, member: MockMember) {
  const code = inviteCodeOf(member);
  const invitees = db.members.filter((m) => m.inviteCode === code && m._id !== member._id);
  const counters = inviteSummary(
    invitees.map((invitee) =>
      db.statements
        .filter((s) => s.memberId === invitee._id && s.statementType === 'deposit' && s.status === 'SUCCESS')
        .map((s) => s.amount),
    ),
  );
  // The amount shown is what the invite-bonus receive would pay now (rewards rules).
  const invite = { ...counters, amount: inviteBonusDue(db, member, now()) };
  return {
    ...profileBody(member),
    wallet: { amount: member.wallet },
    invite,
    slots: member.games.map(publicSlot),
  };
}

type Outcome<T> = { ok: true; value: T } | { ok: false; response: HttpResponse<{ message: string }> };

/** Runs a rule on the member inside one atomic db change; a RuleError becomes its error answer. */
function changeMember<T>(memberId: string, rule: (member: MockMember, db: MockDb) => T): Outcome<T> {
  try {
    const value = updateDb((db) => {
      // Databases saved before these slices existed (same version) get them here.
      db.withdrawals ??= [];
      db.plays ??= [];
      const member = db.members.find((m) => m._id === memberId);
      if (!member) throw new RuleError('NO_USER', 404);
      return rule(member, db);
    });
    return { ok: true, value };
  } catch (error) {
    if (error instanceof RuleError) return { ok: false, response: fail(error.code, error.status) };
    throw error;
  }
}

function recordMoves(db: MockDb, memberId: string, moves: Move[]): void {
  for (const { from, to, amount } of moves) {
    recordStatement(db, { memberId, statementType: 'transfer', status: 'SUCCESS', from, to, amount });
  }
}

const code = (params: Record<string, string | readonly string[] | undefined>, name: string): string => String(params[name] ?? '');

function autoLogin(params: Record<string, string | readonly string[] | undefined>, member: MockMember, request: Request) {
  const game = code(params, 'game');
  const username = code(params, 'username');
  const password = params.password === undefined ? undefined : code(params, 'password');
  try {
    checkAutoLogin(member, game, username, password);
  } catch (error) {
    if (error instanceof RuleError) return fail(error.code, error.status);
    throw error;
  }
  const link = new URL('/mock-game.html', new URL(request.url).origin);
  link.searchParams.set('game', game);
  link.searchParams.set('user', username);
  return HttpResponse.json({ link: link.toString() });
}

export const walletHandlers = [
  http.get(apiUrl('/api/wallet'), route(({ member }) => HttpResponse.json(walletResponse(getDb(), member)), { auth: true })),

  // Refreshing the game balances also plays a little: wins and losses are recorded as plays.
  http.get(
    apiUrl('/api/wallet/refresh/slot'),
    route(
      ({ member }) => {
        const outcome = changeMember(member._id, (m, db) => {
          for (const play of simulatePlay(m, Math.random)) {
            db.plays.push({ _id: nextId(db, 'play'), memberId: m._id, createdAt: nowIso(), ...play });
          }
          return m.games.map(publicSlot);
        });
        return outcome.ok ? HttpResponse.json({ message: 'SUCCESS', slots: outcome.value }) : outcome.response;
      },
      { auth: true },
    ),
  ),

  http.get(
    apiUrl('/api/wallet/activate/:code'),
    route<{ code: string }>(
      ({ member, params }) => {
        if (getScenario().gameProviderDown) return fail('SLOT_ACTIVATE_FAIL', 502);
        const outcome = changeMember(member._id, (m) => publicSlot(activateGame(m, params.code, Math.random)));
        return outcome.ok ? HttpResponse.json({ message: 'SUCCESS', slot: outcome.value }) : outcome.response;
      },
      { auth: true },
    ),
  ),

  http.get(
    apiUrl('/api/wallet/account/:code'),
    route<{ code: string }>(
      ({ member, params }) => {
        const outcome = changeMember(member._id, (m) => gameCredentials(m, params.code));
        return outcome.ok ? HttpResponse.json(outcome.value) : outcome.response;
      },
      { auth: true },
    ),
  ),

  http.get(
    apiUrl('/api/wallet/resetpassword/:code'),
    route<{ code: string }>(
      ({ member, params }) => {
        if (getScenario().gameProviderDown) return fail('SLOT_RESET_PASSWORD_FAIL', 502);
        const outcome = changeMember(member._id, (m) => {
          const account = resetGamePassword(m, params.code, Math.random);
          return { username: account.username, password: account.password };
        });
        return outcome.ok ? HttpResponse.json(outcome.value) : outcome.response;
      },
      { auth: true },
    ),
  ),

  http.post(
    apiUrl('/api/wallet/transfer'),
    route(
      async ({ member, request }) => {
        const body = await jsonBody<{ from: string; to: string; amount: number }>(request);
        if (!body) return fail('KEY_MISSING');
        const providerDown = getScenario().gameProviderDown;
        const outcome = changeMember(member._id, (m, db) => {
          const result = transfer(m, { from: body.from, to: body.to, amount: body.amount }, { providerDown });
          recordMoves(db, m._id, result.moves);
          if (result.failed) {
            recordStatement(db, {
              memberId: m._id,
              statementType: 'transfer',
              status: 'FAILED',
              from: String(body.from),
              to: String(body.to),
              amount: Number(body.amount),
            });
          }
          return result;
        });
        if (!outcome.ok) return outcome.response;
        return outcome.value.failed ? fail('TRANSFER_FAIL', 502) : HttpResponse.json({ message: 'SUCCESS' });
      },
      { auth: true },
    ),
  ),

  http.post(
    apiUrl('/api/wallet/transferAll'),
    route(
      async ({ member, request }) => {
        const body = await jsonBody<{ to: string }>(request);
        if (!body) return fail('KEY_MISSING');
        const providerDown = getScenario().gameProviderDown;
        const outcome = changeMember(member._id, (m, db) => {
          const result = transferAll(m, body.to, { providerDown });
          recordMoves(db, m._id, result.moves);
          if (result.failed) {
            recordStatement(db, { memberId: m._id, statementType: 'transfer', status: 'FAILED', from: WALLET, to: String(body.to), amount: 0 });
          }
          return result;
        });
        if (!outcome.ok) return outcome.response;
        return outcome.value.failed ? fail('TRANSFER_FAIL', 502) : HttpResponse.json({ message: 'SUCCESS' });
      },
      { auth: true },
    ),
  ),

  ...(['withdraw', 'withdrawAll'] as const).map((kind) =>
    http.post(
      apiUrl(`/api/wallet/${kind}`),
      route(
        async ({ member, request }) => {
          const body = await jsonBody<{ amount: number }>(request);
          if (!body) return fail('KEY_MISSING');
          const outcome = changeMember(member._id, (m, db) => {
            const result = (kind === 'withdraw' ? withdraw : withdrawAll)(m, body.amount, WITHDRAW_LIMITS);
            recordMoves(db, m._id, result.moves);
            const withdrawal = {
              _id: nextId(db, 'wd'),
              memberId: m._id,
              amount: result.amount,
              bankCode: m.bankCode,
              bankAccountNo: m.bankAccountNo,
              bankAccountName: m.bankAccountName,
              status: 'PENDING' as const,
              createdAt: nowIso(),
            };
            db.withdrawals.push(withdrawal);
            recordStatement(db, {
              memberId: m._id,
              statementType: 'withdraw',
              status: 'PENDING',
              from: WALLET,
              to: m.bankCode,
              amount: result.amount,
            });
            return withdrawal;
          });
          return outcome.ok ? HttpResponse.json({ message: 'SUCCESS', withdrawal: outcome.value }) : outcome.response;
        },
        { auth: true },
      ),
    ),
  ),

  http.get(
    apiUrl('/api/autoLogin/:game/:username/:password'),
    route(({ member, params, request }) => autoLogin(params, member, request), { auth: true }),
  ),
  http.get(
    apiUrl('/api/autoLogin/:game/:username'),
    route(({ member, params, request }) => autoLogin(params, member, request), { auth: true }),
  ),

  http.put(
    apiUrl('/api/account/bankAccountName'),
    route(
      async ({ member, request }) => {
        const body = await jsonBody<{ bankCode: string; bankAccountName: string }>(request);
        if (!body || typeof body.bankCode !== 'string' || typeof body.bankAccountName !== 'string') return fail('KEY_MISSING');
        const name = body.bankAccountName.trim().replace(/\s+/g, ' ');
        if (!name) return fail('KEY_MISSING');
        if (body.bankCode !== member.bankCode) return fail('INVALID_BANK');
        if (ENGLISH_NAME_BANKS.includes(member.bankCode) && !/^[A-Za-z ]+$/.test(name)) return fail('BANK_ACCOUNT_NAME_ENG');
        const saved = name.toUpperCase();
        const outcome = changeMember(member._id, (m) => {
          m.bankAccountName = saved;
          return saved;
        });
        return outcome.ok ? HttpResponse.json({ message: 'SUCCESS', bankAccountName: outcome.value }) : outcome.response;
      },
      { auth: true },
    ),
  ),
];
