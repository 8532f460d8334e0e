import { http, HttpResponse } from 'msw';
import { BANKS } from '../content';
import { getDb, updateDb } from '../db';
import { changePassword, profileBody, updateProfile } from '../domain/profile';
import { RuleError } from '../domain/rule-error';
import type { MockMember } from '../types';
import { apiUrl, fail, jsonBody, route } from './utils';

function refused(error: unknown) {
  if (error instanceof RuleError) return fail(error.code, error.status);
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
