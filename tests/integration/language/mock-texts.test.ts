import { waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { getDb } from '@mocks/db';
import { setChatAgentDelay } from '@mocks/handlers/chat';
import { createRewardsSeed } from '@mocks/seed-rewards';
import { createSpinSeed } from '@mocks/seed-spin';
import { translatedTexts } from '@mocks/texts/translate';
import { SEEDED, signIn } from '@tests/support/render-app';
import { api } from '@tests/support/raw-api';
import { changeLocale } from '@/lib/i18n';

/** Issue 18: the mock's seeded texts in th, la and en, chosen by the call's Accept-Language (the app's language). */

afterEach(() => setChatAgentDelay(700));

interface Bonus {
  code: string;
  name: string;
  banners: { html: string }[];
}
interface Setup {
  result: { activeSpinwheel: { name: string; slices: { code: string; label: string }[] } };
}

async function inLanguage(locale: 'th' | 'la' | 'en') {
  await changeLocale(locale, { persist: false });
  const bonuses = await api.get<Bonus[]>('/api/bonus');
  const setup = await api.get<Setup>('/api/spinwheel/setup');
  const invite = await api.get<{ html: string }[]>('/api/invite/banners');
  const daily = bonuses.find((b) => b.code === 'DAILY20')!;
  const wheel = setup.result.activeSpinwheel;
  return {
    daily: daily.name,
    banner: daily.banners[0].html,
    wheel: wheel.name,
    coin: wheel.slices.find((s) => s.code === 'COIN1')!.label,
    invite: invite[0].html,
  };
}

describe('seeded server texts in the member language', () => {
  it('bonus names and banners, the wheel and its slices and the invite banners come in th, la or en', async () => {
    signIn(SEEDED.member.phone);
    expect(await inLanguage('th')).toEqual({
      daily: 'โบนัสรายวัน 20 บาท',
      banner: '<p>รับได้วันละ 2 ครั้ง</p>',
      wheel: 'วงล้อลุ้นโชค',
      coin: '+1 เหรียญ',
      invite: '<p>ชวนเพื่อนสมัคร รับโบนัสทุกวัน</p>',
    });
    expect(await inLanguage('la')).toEqual({
      daily: 'ໂບນັດລາຍວັນ 20 ບາດ',
      banner: '<p>ຮັບໄດ້ມື້ລະ 2 ຄັ້ງ</p>',
      wheel: 'ວົງລໍ້ລຸ້ນໂຊກ',
      coin: '+1 ຫຼຽນ',
      invite: '<p>ຊວນໝູ່ສະໝັກ ຮັບໂບນັດທຸກມື້</p>',
    });
    expect(await inLanguage('en')).toEqual({
      daily: 'Daily bonus 20 baht',
      banner: '<p>Twice a day.</p>',
      wheel: 'Lucky Wheel',
      coin: '+1 COIN',
      invite: '<p>Invite friends, earn every day.</p>',
    });
  });

  it('a member registered in kip reads the seeded amounts of bonuses, promotions and the wheel in kip, times 1,000', async () => {
    signIn(SEEDED.laosMember.phone);
    const inLao = await inLanguage('la');
    expect(inLao).toMatchObject({ daily: 'ໂບນັດລາຍວັນ 20,000 ກີບ', coin: '+1 ຫຼຽນ' });
    await changeLocale('en', { persist: false });
    const bonuses = await api.get<Bonus[]>('/api/bonus');
    expect(bonuses.find((b) => b.code === 'WELCOME100')!.name).toBe('Welcome bonus 100,000 kip');
    const { promotion } = await api.get<{ promotion: { description: string } }>('/api/promotion/find/NEWYEAR100');
    expect(promotion.description).toBe('<p><strong>100,000 kip</strong> credit, 3x turnover.</p>');
    const setup = await api.get<Setup>('/api/spinwheel/setup');
    const label = (code: string) => setup.result.activeSpinwheel.slices.find((s) => s.code === code)!.label;
    expect([label('CASH20'), label('BONUS50')]).toEqual(['20,000 kip', 'BONUS 50,000']);
    // A member without a registration currency (the Thai member) keeps the baht of the seed.
    signIn(SEEDED.member.phone);
    expect((await api.get<Bonus[]>('/api/bonus')).find((b) => b.code === 'WELCOME100')!.name).toBe(
      'Welcome bonus 100 baht',
    );
  });

  it('the registration sources are described in th, la or en', async () => {
    const described = async (locale: 'th' | 'la' | 'en') => {
      await changeLocale(locale, { persist: false });
      const sources = await api.get<{ code: string; description: string }[]>('/api/lookup/sources');
      return Object.fromEntries(
        sources.filter((s) => ['FRIEND', 'OTHER', 'LINE'].includes(s.code)).map((s) => [s.code, s.description]),
      );
    };
    expect(await described('th')).toEqual({ LINE: 'LINE', FRIEND: 'เพื่อนแนะนำ', OTHER: 'อื่น ๆ' });
    expect(await described('la')).toEqual({ LINE: 'LINE', FRIEND: 'ໝູ່ແນະນຳ', OTHER: 'ອື່ນໆ' });
    expect(await described('en')).toEqual({ LINE: 'LINE', FRIEND: 'A friend told me', OTHER: 'Other' });
  });

  it('the chat agent answers in the language of the message', async () => {
    setChatAgentDelay(0);
    await changeLocale('la', { persist: false });
    const guestId = 'guest-lang-000001';
    await api.post('/api/chat/send-message', {
      sender: 'customer',
      message: { message_type: 'text', payload: 'end' },
      userId: null,
      guestId,
    });
    await waitFor(() => {
      const messages = getDb().chats.find((c) => c.guestId === guestId)?.messages ?? [];
      expect(messages.at(-1)).toMatchObject({
        sender: 'other',
        message: { payload: 'ຂອບໃຈທີ່ສົນທະນາກັບພວກເຮົາ ການສົນທະນານີ້ປິດແລ້ວ' },
      });
    });
  });

  it('every text the seed stores for bonuses, banners, promotions, the wheel and prizes has its translations', () => {
    const rewards = createRewardsSeed(0);
    const spin = createSpinSeed(0);
    const seeded = [
      ...rewards.bonuses.flatMap((b) => [b.name, ...b.banners.map((x) => x.html)]),
      ...rewards.promotions.flatMap((p) => [p.name, p.description]),
      ...[...rewards.invite.banners, ...rewards.refund.banners].map((b) => b.html),
      spin.wheel.name,
      ...spin.wheel.slices.flatMap((s) => [s.label, s.htmlDescription, s.prizeName]),
      ...spin.coupons.flatMap((c) => [c.sliceLabel, c.htmlDescription, c.prizeName]),
    ];
    // Amount labels ("20 ฿") need no entry (the mock writes their sign as each language's word); empty texts neither.
    const needing = seeded.filter((text) => text !== '' && !/^[\d,]+ ฿$/.test(text) && text !== 'iPhone');
    expect(needing.filter((text) => !translatedTexts().includes(text))).toEqual([]);
  });
});
