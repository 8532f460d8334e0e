import { http, HttpResponse } from 'msw';
import { getDb } from '../db';
import { pageOf, readPaging } from '../domain/statement';
import { apiUrl, fail, jsonBody, route } from './utils';

export const statementHandlers = [
  // The member's statement, newest first: { total, statements }.
  http.post(
    apiUrl('/api/statement'),
    route(
      async ({ request, member }) => {
        const paging = readPaging(await jsonBody<{ page: number; limit: number }>(request));
        if (!paging) return fail('KEY_INVALID');
        const mine = getDb().statements.filter((s) => s.memberId === member._id);
        const { total, items } = pageOf(mine, paging);
        return HttpResponse.json({ total, statements: items.map(({ memberId: _memberId, ...rest }) => rest) });
      },
      { auth: true },
    ),
  ),

  // The member's slips, newest first: { total, slips }.
  http.post(
    apiUrl('/api/statement/slip'),
    route(
      async ({ request, member }) => {
        const paging = readPaging(await jsonBody<{ page: number; limit: number }>(request));
        if (!paging) return fail('KEY_INVALID');
        const mine = getDb().slips.filter((s) => s.memberId === member._id);
        const { total, items } = pageOf(mine, paging);
        return HttpResponse.json({ total, slips: items.map(({ memberId: _memberId, ...rest }) => rest) });
      },
      { auth: true },
    ),
  ),

  // The image URL of one of the member's slips.
  http.get(
    apiUrl('/api/statement/slip/reference/:reference'),
    route<{ reference: string }>(
      ({ params, member }) => {
        const slip = getDb().slips.find((s) => s.memberId === member._id && s.reference === params.reference);
        return slip ? HttpResponse.json({ url: slip.link }) : fail('NO_DATA', 404);
      },
      { auth: true },
    ),
  ),
];
