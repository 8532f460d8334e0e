import { http, HttpResponse } from 'msw';
import { BANKS } from '../content';
import { getDb, updateDb } from '../db';
import { changePassword, ProfileRuleError, updateProfile } from '../domain/profile';
import type { MockMember } from '../types';
import { apiUrl, fail, jsonBody, route } from './utils';

/** The profile answer: the profile (with the member id) and the bank account with the bank's names. */
export function profileBody(member: MockMember) {
  const bank = BANKS.find((b) => b.code === member.bankCode);
  return {
    profile: {
      _id: member._id,
      memberId: member.memberId,
      name: member.name,
      username: member.username,
      createdAt: member.createdAt,
      coin: member.coin,
    },
    bankAccount: {
      bankCode: member.bankCode,
      bankAccountName: member.bankAccountName,
      bankAccountNo: member.bankAccountNo,
      bank: { nameTH: bank?.nameTH ?? member.bankCode, nameEN: bank?.nameEN ?? member.bankCode },
    },
  };
}

function refused(error: unknown) {
  if (error instanceof ProfileRuleError) return fail(error.code, error.status);
  throw error;
}

export const profileHandlers = [
  http.get(apiUrl('/api/account/profile'), route(({ member }) => HttpResponse.json(profileBody(member)), { auth: true })),

  http.put(
    apiUrl('/api/account/profile'),
    route(
      async ({ request, member }) => {
        const body = await jsonBody<Record<string, unknown>>(request);
        try {
          updateDb((db) => updateProfile(db, member._id, body, BANKS.map((b) => b.code)));
        } catch (error) {
          return refused(error);
        }
        const updated = getDb().members.find((m) => m._id === member._id) as MockMember;
        return HttpResponse.json({ message: 'SUCCESS', ...profileBody(updated) });
      },
      { auth: true },
    ),
  ),

  // After a change the old password no longer logs in: the login handler reads MockMember.password.
  http.put(
    apiUrl('/api/account/changepwd'),
    route(
      async ({ request, member }) => {
        const body = await jsonBody<{ oldPassword: string; newPassword: string }>(request);
        try {
          updateDb((db) => changePassword(db, member._id, body?.oldPassword, body?.newPassword));
        } catch (error) {
          return refused(error);
        }
        return HttpResponse.json({ message: 'SUCCESS' });
      },
      { auth: true },
    ),
  ),
];
