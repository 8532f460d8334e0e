import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { changeLocale } from '@/lib/i18n';
import { renderApp, SEEDED } from '@tests/support/render-app';

// Statement descriptions are server texts (docs/backend-contract.md "records of the past"): in the member's
// language and currency, never baht to a kip member, never kip to a baht member.

const BAHT = /บาท|ບາດ|baht|THB|฿/i;
const KIP = /กีบ|ກີບ|\bkip\b|LAK|₭/i;
const list = () => screen.findByRole('list', { name: /page 1|ໜ້າ 1|หน้า 1/ });

describe('statement descriptions in the member’s language and currency', () => {
  it('the kip member reads the welcome bonus in Lao and in kip, then in English after a language change', async () => {
    await renderApp('/user/statement', { as: SEEDED.laosMember.phone, locale: 'la' });
    const lao = await list();
    // (Amounts take the member's currency from the deposit lookup; this test renders the Thai build.)
    expect(await within(lao).findByText('+100,000 ກີບ')).toBeInTheDocument();
    expect(lao).toHaveTextContent('ໂບນັດສະມາຊິກໃໝ່ 100,000 ກີບ');
    expect(lao).toHaveTextContent('ຈົບໂບນັດ');
    expect(lao).not.toHaveTextContent(BAHT);
    expect(lao).not.toHaveTextContent(' / '); // never the stored bilingual text

    await changeLocale('en');
    expect(await within(await list()).findByText('Welcome bonus 100,000 kip')).toBeInTheDocument();
    expect(await list()).not.toHaveTextContent(BAHT);
  });

  it('the baht member reads Thai descriptions in Thai, no kip', async () => {
    await renderApp('/user/statement', { as: SEEDED.member.phone, locale: 'th' });
    const thai = await list();
    expect(await within(thai).findAllByText('โบนัสสมาชิกใหม่ 50%')).not.toHaveLength(0);
    expect(thai).not.toHaveTextContent('New member bonus');
    expect(thai).not.toHaveTextContent(KIP);
  });
});
