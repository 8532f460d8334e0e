import { game } from '@/contract/game';
import { wallet } from '@/contract/wallet';
import { now } from '../clock';
import { getDb, updateDb } from '../db';
import {
  activateMemberGame,
  checkAutoLogin,
  gameCredentials,
  publicSlot,
  refreshSlots,
  resetMemberGamePassword,
} from '../domain/games';
import { RuleError } from '../domain/rule-error';
import { applyTransfer, applyTransferAll, applyWithdraw, withdrawLimitsFor } from '../domain/wallet';
import { walletAnswer } from '../domain/wallet-answer';
import { getScenario } from '../scenarios';
import type { MockStatement } from '../types';
import { readBody } from './request-body';
import { handle } from './utils';

const providerDown = () => ({ providerDown: getScenario().gameProviderDown });

/** The statement entries a transfer recorded, as its answer names them (the receipt's reference and time). */
const movedEntries = (recorded: readonly MockStatement[]) => recorded.map(({ _id, createdAt }) => ({ _id, createdAt }));

export const walletHandlers = [
  handle(wallet.get, ({ member }) => walletAnswer(getDb(), member, now()), { auth: true }),

  // Refreshing the game balances also plays a little: wins and losses are recorded as plays.
  handle(
    wallet.refreshSlots,
    ({ member }) => ({
      message: 'SUCCESS',
      slots: updateDb((db) => refreshSlots(db, member._id, Math.random)).map(publicSlot),
    }),
    { auth: true },
  ),

  handle(
    wallet.activate,
    ({ member, params }) => {
      const slot = updateDb((db) =>
        activateMemberGame(db, member._id, String(params.code), Math.random, providerDown()),
      );
      return { message: 'SUCCESS', slot: publicSlot(slot) };
    },
    { auth: true },
  ),

  handle(wallet.account, ({ member, params }) => gameCredentials(member, String(params.code)), { auth: true }),

  handle(
    wallet.resetPassword,
    ({ member, params }) =>
      updateDb((db) => resetMemberGamePassword(db, member._id, String(params.code), Math.random, providerDown())),
    { auth: true },
  ),

  handle(
    wallet.transfer,
    async ({ member, request }) => {
      const body = await readBody(wallet.transfer, request);
      const result = updateDb((db) => applyTransfer(db, member._id, body, providerDown()));
      // The money taken from the source is back in the wallet (recorded above) when the provider failed.
      if (result.failed) throw new RuleError('TRANSFER_FAIL', 502);
      return { message: 'SUCCESS', moved: movedEntries(result.recorded) };
    },
    { auth: true },
  ),

  handle(
    wallet.transferAll,
    async ({ member, request }) => {
      const { to } = await readBody(wallet.transferAll, request);
      const result = updateDb((db) => applyTransferAll(db, member._id, to, providerDown()));
      if (result.failed) throw new RuleError('TRANSFER_FAIL', 502);
      return { message: 'SUCCESS', moved: movedEntries(result.recorded) };
    },
    { auth: true },
  ),

  ...(['withdraw', 'withdrawAll'] as const).map((kind) =>
    handle(
      wallet[kind],
      async ({ member, request }) => {
        const { amount } = await readBody(wallet[kind], request);
        const withdrawal = updateDb((db) => applyWithdraw(db, member._id, kind, amount, withdrawLimitsFor(member)));
        return { message: 'SUCCESS', withdrawal };
      },
      { auth: true },
    ),
  ),

  handle(
    game.autoLogin,
    ({ member, params, request }) => {
      const code = String(params.game);
      const username = String(params.username);
      checkAutoLogin(member, code, username, params.password === undefined ? undefined : String(params.password));
      const link = new URL('/mock-game.html', new URL(request.url).origin);
      link.searchParams.set('game', code);
      link.searchParams.set('user', username);
      return { link: link.toString() };
    },
    { auth: true },
  ),
];
