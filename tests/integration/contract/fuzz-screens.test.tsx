import { screen } from '@testing-library/react';
import fc from 'fast-check';
import { http, HttpResponse } from 'msw';
import * as v from 'valibot';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { server } from '@mocks/node';
import { mutationsOf } from '@tests/support/contract-mutations';
import { renderApp, SEEDED, signIn } from '@tests/support/render-app';
import { account } from '@/contract/account';
import { bonus } from '@/contract/bonus';
import { endpointName, urlOf, type Endpoint } from '@/contract/endpoint';
import { lookup } from '@/contract/lookup';
import { spin } from '@/contract/spin';
import { statement } from '@/contract/statement';
import { wallet } from '@/contract/wallet';
import en from '@/locales/en.json';

/**
 * Contract fuzz at the screen: the seeded mock's real answer of each call a page loads, with one spec field
 * broken (missing, null or of another type; picked by fast-check from every such break), reaches the page.
 * The page shows the translated contract error with a retry: no crash, no blank page, no amount from the
 * broken answer. (tests/unit/contract/fuzz.test.ts walks every break of every endpoint at the edge.)
 */

interface Case {
  url: string;
  endpoint: Endpoint;
  body?: unknown;
  visitor?: boolean;
}

const CASES: Case[] = [
  { url: '/user/home', endpoint: wallet.get },
  { url: '/user/profile', endpoint: account.profile },
  { url: '/user/statement', endpoint: statement.list, body: { page: 1, limit: 10 } },
  { url: '/user/bonus', endpoint: bonus.list },
  { url: '/user/bonus', endpoint: bonus.active },
  { url: '/user/spin', endpoint: spin.setup },
  { url: '/user/spin', endpoint: spin.coupons },
  { url: '/contact', endpoint: lookup.contact, visitor: true },
];
const PER_CASE = 2;
const CONTRACT_TEXT = new RegExp(en.errors.CONTRACT.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
let screens = 0;

async function seededAnswer({ endpoint, body, visitor }: Case): Promise<unknown> {
  const token = visitor ? null : signIn(SEEDED.member.phone);
  const response = await fetch(`http://localhost${urlOf(endpoint)}`, {
    method: endpoint.method,
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return response.json();
}

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => vi.restoreAllMocks());
afterAll(() => console.info(`contract fuzz at the screen: ${screens} (page x endpoint x mutation) cases`));

describe.each(CASES.map((c) => [c.url, endpointName(c.endpoint), c] as const))(
  '%s with a broken %s',
  (_url, _name, c) => {
    it(`shows the translated contract error with a retry (${PER_CASE} breaks picked by fast-check)`, async () => {
      const answer = await seededAnswer(c);
      const refused = mutationsOf(c.endpoint.response, answer).filter(
        (m) => !v.safeParse(c.endpoint.response, m.answer).success,
      );
      expect(refused.length).toBeGreaterThan(0);
      const picked = fc.sample(fc.constantFrom(...refused), { numRuns: PER_CASE, seed: 1123 });
      for (const mutation of picked) {
        const method = c.endpoint.method.toLowerCase() as 'get' | 'post';
        server.use(http[method](`*${c.endpoint.path}`, () => HttpResponse.json(mutation.answer as never)));
        const app = await renderApp(c.url, { as: c.visitor ? null : SEEDED.member.phone });
        const problem = `${mutation.kind} at ${mutation.path.join('.') || '(answer)'}`;
        expect((await screen.findAllByText(CONTRACT_TEXT, {}, { timeout: 5000 })).length, problem).toBeGreaterThan(0);
        expect(screen.getAllByRole('button', { name: en.common.retry }).length, problem).toBeGreaterThan(0);
        expect(document.body.textContent, problem).not.toMatch(/NaN|undefined|\[object Object\]/);
        expect(screen.queryByText(en.errorBoundary.title), problem).not.toBeInTheDocument();
        app.unmount();
        server.resetHandlers();
        screens += 1;
      }
    });
  },
);
