import { statement } from '@/contract/statement';
import { getDb } from '../db';
import { memberPage, slipImageUrl } from '../domain/statement';
import { textsFor, type TextsFor } from '../texts/translate';
import type { MockStatement } from '../types';
import { readBody } from './request-body';
import { handle } from './utils';

const ITEMS = ['bonus', 'promotion', 'invite', 'refund', 'luckydraw'] as const;

/** An entry as answered: the description of its item, a server text, in the caller's language and currency. */
function entryIn<T extends Partial<MockStatement>>(text: TextsFor, entry: T): T {
  const out = { ...entry };
  for (const item of ITEMS) {
    const described = entry[item];
    if (described) out[item] = { ...described, description: text(described.description) };
  }
  return out;
}

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
      const text = textsFor(request, member);
      return { total, statements: items.map((entry) => entryIn(text, entry)) };
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
