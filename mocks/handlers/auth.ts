import { http, HttpResponse } from 'msw';
import { getDb, updateDb } from '../db';
import { apiUrl, fail, jsonBody, route } from './utils';

function newToken(): string {
  return `mock.${crypto.randomUUID()}`;
}

export const authHandlers = [
  http.post(
    apiUrl('/api/login'),
    route(async ({ request }) => {
      const body = await jsonBody<{ username: string; password: string }>(request);
      if (!body || typeof body.username !== 'string' || typeof body.password !== 'string' || !body.username || !body.password) {
        return fail('KEY_MISSING');
      }
      const member = getDb().members.find((m) => m.username === body.username);
      if (!member || member.password !== body.password) return fail('WRONG_CREDENTIAL', 401);
      if (!member.active) return fail('INACTIVE_USER', 403);
      const token = newToken();
      updateDb((db) => {
        db.sessions.push({ token, memberId: member._id, createdAt: new Date().toISOString() });
      });
      return HttpResponse.json({ token });
    }),
  ),
];
