import { describe, expect, it } from 'vitest';
import { createSeed } from '@mocks/seed';
import { collectInviteBonus, inviteBonusDue, inviteesOf } from '@mocks/domain/invite';
import type { MockDb } from '@mocks/types';
import { ruleCode } from '@tests/support/rule-code';

const codeOf = ruleCode;

const memberOf = (db: MockDb, id: string) => db.members.find((m) => m._id === id)!;

describe('invite bonus on the mock', () => {
  const now = Date.now();

  it('pays 5% of invitees’ deposits plus 10% of their losses, once per Bangkok day', () => {
    const db = createSeed();
    // Deposits 500 + 300 -> 40; losses 10 + 150 -> 16.
    expect(inviteBonusDue(db, memberOf(db, 'm-1001'), now)).toBe(56);
    const before = memberOf(db, 'm-1001').wallet;
    expect(collectInviteBonus(db, 'm-1001', now, { active: true })).toBe(56);
    expect(memberOf(db, 'm-1001').wallet).toBe(before + 56);
    expect(db.statements.at(-1)).toMatchObject({ statementType: 'bonus', from: 'INVITE', amount: 56 });
    expect(codeOf(() => collectInviteBonus(db, 'm-1001', now + 60_000, { active: true }))).toBe('INVITE_COLLECT');
    expect(inviteBonusDue(db, memberOf(db, 'm-1001'), now + 60_000)).toBe(0);
    // The next day nothing new was earned.
    expect(codeOf(() => collectInviteBonus(db, 'm-1001', now + 24 * 3600_000, { active: true }))).toBe(
      'NO_INVITE_BONUS',
    );
  });

  it('counts invitees registered with PR{memberId} or PR{_id} (the app links with the profile id)', () => {
    const db = createSeed();
    const inviter = memberOf(db, 'm-1001');
    const before = inviteesOf(db, inviter).length;
    const invitee = memberOf(db, 'm-1003');
    invitee.inviteCode = 'PRM-1001';
    expect(inviteesOf(db, inviter)).toHaveLength(before + 1);
    invitee.inviteCode = 'PR1002';
    expect(inviteesOf(db, inviter)).toHaveLength(before);
  });

  it('answers INVITE_INACTIVE, NO_INVITE_BONUS without invitees and NO_INVITEE_PLAY_INFO when they never played', () => {
    const db = createSeed();
    expect(codeOf(() => collectInviteBonus(db, 'm-1001', now, { active: false }))).toBe('INVITE_INACTIVE');
    expect(codeOf(() => collectInviteBonus(db, 'm-1002', now, { active: true }))).toBe('NO_INVITE_BONUS');
    expect(codeOf(() => collectInviteBonus(db, 'm-2001', now, { active: true }))).toBe('NO_INVITEE_PLAY_INFO');
  });
});
