import { statement } from '@/contract/statement';
import { getDb } from '../db';
import { memberPage, slipImageUrl } from '../domain/statement';
import { readBody } from './request-body';
import { handle } from './utils';

export const statementHandlers = [
  // The member's statement, newest first.
  handle(
    statement.list,
    async ({ request, member }) => {
      const { total, items } = memberPage(
        getDb().statements,
        member._id,
        await readBody(statement.list, request, 'KEY_INVALID'),
      );
      return { total, statements: items };
    },
    { auth: true },
  ),

  // The member's slips, newest first (the total is more than the spec names).
  handle(
    statement.slips,
    async ({ request, member }) => {
      const { total, items } = memberPage(
        getDb().slips,
        member._id,
        await readBody(statement.slips, request, 'KEY_INVALID'),
      );
      return { total, slips: items };
    },
    { auth: true },
  ),

  // The image URL of one of the member's slips.
  handle(
    statement.slipImage,
    ({ params, member }) => ({ url: slipImageUrl(getDb().slips, member._id, params.reference) }),
    {
      auth: true,
    },
  ),
];
