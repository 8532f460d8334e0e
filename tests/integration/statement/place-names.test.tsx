import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '@mocks/node';
import { renderApp, SEEDED } from '@tests/support/render-app';

// Issue 41: the statement names games, banks, the wallet, slips and bonuses as home and the receipts do, in the
// member's language: never the server's code ("SLIP → ກະເປົາເງິນ", "BONUS → กระเป๋าเงิน", "HUAYHD", "KBANK").

/** The codes the mock writes in from and to whose names differ from them (BCEL's English name is BCEL). */
const SERVER_CODE =
  /\b(WALLET|KBANK|SCB|SLIP|BONUS|PROMOTION|INVITE|REFUND|LUCKYDRAW|TRUEWALLET|MANUAL|SUPERSLOT|HUAYHD|QR-KBANK|QR-PAYONEX|superslot|huayhd|pg)\b|\bPG\b(?! Soft)/;

/** The route lines of page 1, once their names have loaded. */
async function routes(label: RegExp) {
  const list = await screen.findByRole('list', { name: label });
  await waitFor(() => expect(within(list).queryAllByText(/→/).length).toBeGreaterThan(0));
  await waitFor(() => expect(list.querySelector('[aria-busy="true"]')).toBeNull());
  return within(list)
    .getAllByText(/→/)
    .map((line) => line.textContent ?? '');
}

describe('statement routes read names, not server codes', () => {
  it('in English: banks, games, the wallet, slips and bonuses by name', async () => {
    await renderApp('/user/statement', { as: SEEDED.member.phone, locale: 'en' });
    const lines = await routes(/Statement, page 1/);
    expect(lines).toEqual([
      'Kasikorn Bank → Wallet',
      'Superslot → Wallet',
      'Bonus → Wallet',
      'Wallet → Kasikorn Bank',
      'Slip → Wallet',
      'Wallet → UFABET',
      'Bonus → Wallet',
      'Wallet → Kasikorn Bank',
    ]);
    for (const line of lines) expect(line).not.toMatch(SERVER_CODE);
  });

  it('in Thai: the Thai names of banks, the card wallet and QR codes', async () => {
    await renderApp('/user/statement?page=2', { as: SEEDED.member.phone, locale: 'th' });
    const lines = await routes(/หน้า 2/);
    expect(lines).toContain('วอลเล็ท → กระเป๋าเงิน');
    expect(lines).toContain('QR: ธนาคารกสิกรไทย → กระเป๋าเงิน');
    expect(lines).toContain('Huay HD → กระเป๋าเงิน');
    expect(lines).toContain('กระเป๋าเงิน → PG Soft');
    for (const line of lines) expect(line).not.toMatch(SERVER_CODE);
  });

  it('in Lao, the kip member reads the wallet, the bonus and the game in Lao and by name', async () => {
    await renderApp('/user/statement', { as: SEEDED.laosMember.phone, locale: 'la' });
    const lines = await routes(/ໜ້າ 1/);
    expect(lines).toContain('ກະເປົາເງິນ → PG Soft');
    expect(lines).toContain('ໂບນັດ → ກະເປົາເງິນ');
    // BCEL by its Lao name: the lookup sends a Thai and an English name only, the app knows the Lao one.
    expect(lines).toContain('ທະນາຄານການຄ້າຕ່າງປະເທດລາວ → ກະເປົາເງິນ');
    for (const line of lines) expect(line).not.toMatch(/\b(WALLET|BONUS|BCEL|pg)\b/);
  });

  it('a code no lookup names shows as sent (the bank lookup failed); games keep their names', async () => {
    server.use(
      http.get('*/api/lookup/banks', () => HttpResponse.json({ message: 'INTERNAL_SERVER_ERROR' }, { status: 500 })),
    );
    await renderApp('/user/statement', { as: SEEDED.member.phone, locale: 'en' });
    const lines = await routes(/Statement, page 1/);
    // Without the bank lookup the bank is its code, never upper-cased from something else; games still have names.
    expect(lines[0]).toBe('KBANK → Wallet');
    expect(lines[1]).toBe('Superslot → Wallet');
  });
});
