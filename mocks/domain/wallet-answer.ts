/**
 * The wallet answer of the mock (GET /api/wallet), typed by the contract: the profile and bank account,
 * the wallet, the invite counters and the game accounts without their credentials.
 */
import type { AnswerOf } from '@/contract/endpoint';
import type { wallet } from '@/contract/wallet';
import type { MockDb, MockMember } from '../types';
import { publicSlot } from './games';
import { fromSatang, roundToStep, toSatang } from '@/rules/money';
import { moneyStep } from './member-money';
import { profileBody } from './profile';
import { inviteBonusDue } from './invite';

/** The wallet response: the invite amount is what the invite-bonus receive would pay now (rewards rules). */
export function walletAnswer(db: Readonly<MockDb>, member: MockMember, nowMs: number): AnswerOf<typeof wallet.get> {
  const code = inviteCodeOf(member);
  const invitees = db.members.filter((m) => m.inviteCode === code && m._id !== member._id);
  const counters = inviteSummary(
    invitees.map((invitee) =>
      db.statements
        .filter((s) => s.memberId === invitee._id && s.statementType === 'deposit' && s.status === 'SUCCESS')
        .map((s) => s.amount),
    ),
    moneyStep(member),
  );
  return {
    ...profileBody(member),
    wallet: { amount: member.wallet },
    invite: { ...counters, amount: inviteBonusDue(db, member, nowMs) },
    slots: member.games.map(publicSlot),
  };
}

/** Invite counters of the wallet response from the members who registered with PR{memberId}. */
export interface InviteSummary {
  amount: number;
  success: number;
  fail: number;
}

export function inviteCodeOf(member: Pick<MockMember, 'memberId'>): string {
  return `PR${member.memberId}`;
}

/** Share of invitees' deposits offered as referral bonus (until the rewards issue settles its rules). */
export const INVITE_BONUS_RATE = 0.05;

/**
 * success: invitees who deposited at least once; fail: the others; amount: INVITE_BONUS_RATE of
 * the successful invitees' deposits, in satang maths.
 */
export function inviteSummary(inviteeDeposits: number[][], step = 1): InviteSummary {
  let success = 0;
  let depositSatang = 0;
  for (const deposits of inviteeDeposits) {
    if (deposits.length > 0) success += 1;
    depositSatang += deposits.reduce((sum, amount) => sum + toSatang(amount), 0);
  }
  return {
    amount: fromSatang(roundToStep(depositSatang * INVITE_BONUS_RATE, step)),
    success,
    fail: inviteeDeposits.length - success,
  };
}
