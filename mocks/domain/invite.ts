/**
 * Invite (referral) rules of the mocked backend: who a member invited, what they earned the member,
 * and the once-a-day invite-bonus collection. Rules validate first and throw a RuleError before they
 * change anything; the collection writes a statement entry.
 */
import type { MockDb, MockMember } from '../types';
import { nextId, recordStatement } from './ledger';
import { addMoney, fromSatang, roundToStep, toSatang } from '@/rules/money';
import { bangkokDay } from '@/rules/bonus-period';
import { lastAt, memberOf, WALLET } from './rewards-common';
import { RuleError } from './rule-error';
import { moneyStep } from './member-money';

/** The code the member's invitees registered with. Registration stores PR{_id} in this form too. */
export function inviteCodeOf(member: Pick<MockMember, 'memberId'>): string {
  return `PR${member.memberId}`;
}

/** Both invite codes of a member, upper-case: PR{memberId} and PR{_id} (the app's link, spec section 2). */
export function inviteCodesOf(member: Pick<MockMember, '_id' | 'memberId'>): string[] {
  return [inviteCodeOf(member), `PR${member._id}`].map((code) => code.toUpperCase());
}

export function inviteesOf(db: Readonly<MockDb>, member: Pick<MockMember, '_id' | 'memberId'>): MockMember[] {
  const codes = inviteCodesOf(member);
  return db.members.filter((m) => m._id !== member._id && codes.includes(m.inviteCode.toUpperCase()));
}

/** What one invitee earned the inviter after `sinceMs`: percentSuccess of deposits + percentFail of losses. */
export function inviteeEarning(
  db: Readonly<MockDb>,
  inviteeId: string,
  sinceMs: number,
  nowMs: number,
  /** The inviter's smallest amount in satang (whole kip for a kip member). */
  step = 1,
): number {
  const { percentSuccess, percentFail } = db.rewards.invite;
  const inWindow = (iso: string) => {
    const at = Date.parse(iso);
    return at > sinceMs && at <= nowMs;
  };
  const deposits = db.statements
    .filter(
      (s) =>
        s.memberId === inviteeId && s.statementType === 'deposit' && s.status === 'SUCCESS' && inWindow(s.createdAt),
    )
    .reduce((sum, s) => sum + toSatang(s.amount), 0);
  const losses = db.plays
    .filter((p) => p.memberId === inviteeId && p.result < 0 && inWindow(p.createdAt))
    .reduce((sum, p) => sum - toSatang(p.result), 0);
  return fromSatang(
    roundToStep((deposits * percentSuccess) / 100, step) + roundToStep((losses * percentFail) / 100, step),
  );
}

/** The invite bonus the member could collect now (everything earned since the last collection). */
export function inviteBonusDue(
  db: Readonly<MockDb>,
  member: Pick<MockMember, '_id' | 'memberId'>,
  nowMs: number,
): number {
  const since = lastAt(db.rewards.inviteCollections, member._id);
  const step = moneyStep(db.members.find((m) => m._id === member._id));
  const satang = inviteesOf(db, member).reduce(
    (sum, invitee) => sum + toSatang(inviteeEarning(db, invitee._id, since, nowMs, step)),
    0,
  );
  return fromSatang(satang);
}

/** One page of POST /api/invite: the member's invitees, newest first, with what each earned the member. */
export function inviteList(db: Readonly<MockDb>, member: MockMember, nowMs: number) {
  return inviteesOf(db, member)
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt))
    .map((invitee) => ({
      _id: invitee._id,
      from: { name: invitee.name },
      amount: inviteeEarning(db, invitee._id, -Infinity, nowMs, moneyStep(member)),
      createdAt: invitee.createdAt,
    }));
}

/** GET /api/invite/bonus: paid once per Bangkok day, only from invitees' recorded activity. */
export function collectInviteBonus(db: MockDb, memberId: string, nowMs: number, options: { active: boolean }): number {
  const member = memberOf(db, memberId);
  if (!options.active) throw new RuleError('INVITE_INACTIVE');
  const invitees = inviteesOf(db, member);
  if (invitees.length === 0) throw new RuleError('NO_INVITE_BONUS');
  const last = lastAt(db.rewards.inviteCollections, memberId);
  if (Number.isFinite(last) && bangkokDay(last) === bangkokDay(nowMs)) throw new RuleError('INVITE_COLLECT');
  const ids = new Set(invitees.map((i) => i._id));
  if (!db.plays.some((p) => ids.has(p.memberId))) throw new RuleError('NO_INVITEE_PLAY_INFO');
  const amount = inviteBonusDue(db, member, nowMs);
  if (amount <= 0) throw new RuleError('NO_INVITE_BONUS');
  const at = new Date(nowMs).toISOString();
  db.rewards.inviteCollections.push({ _id: nextId(db, 'ic'), memberId, amount, createdAt: at });
  member.wallet = addMoney(member.wallet, amount);
  recordStatement(db, {
    memberId,
    statementType: 'bonus',
    status: 'SUCCESS',
    from: 'INVITE',
    to: WALLET,
    amount,
    createdAt: at,
    invite: { description: 'โบนัสชวนเพื่อน / Invite bonus' },
  });
  return amount;
}
