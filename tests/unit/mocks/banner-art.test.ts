import { describe, expect, it } from 'vitest';
import { createSeed } from '@mocks/seed';
import { bannerImagesFor } from '@mocks/texts/banner-art';
import { signIn, SEEDED } from '@tests/support/render-app';
import { api } from '@tests/support/raw-api';
import { changeLocale } from '@/lib/i18n';

// Issue 41: the seed's banner images said "20 Daily" and "100 Welcome" in English above 20,000 and 100,000 kip.
// The mock now draws each banner for its caller: the caption in the call's language, a bonus's amount in the
// member's money with its word.

/** The text lines an SVG data URL draws. */
function drawnText(image: string): string[] {
  expect(image).toMatch(/^data:image\/svg\+xml;charset=utf-8,/);
  const svg = decodeURIComponent(image.slice(image.indexOf(',') + 1));
  return [...svg.matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map((m) => m[1]);
}

const request = (language: string) =>
  new Request('http://localhost/api/bonus', { headers: { 'Accept-Language': language } });
const KIP = { currency: 'LAK' };
const BAHT = { currency: null };
const ENGLISH = /Daily|Welcome|Weekly|Flash|Commission|Invite|Cash back|refund|bonus/i;

describe('the mock’s banner images', () => {
  it('draw a kip member’s bonus amount in kip with the language’s word and caption', () => {
    const image = bannerImagesFor(request('lo'), KIP);
    expect(drawnText(image('/images/banners/bonus-daily.svg'))).toEqual(['20,000', 'ກີບ', 'ໂບນັດລາຍວັນ']);
    expect(drawnText(image('/images/banners/bonus-welcome.svg'))).toEqual(['100,000', 'ກີບ', 'ໂບນັດສະມາຊິກໃໝ່']);
    expect(drawnText(bannerImagesFor(request('th'), KIP)('/images/banners/bonus-weekly.svg'))).toEqual([
      '50,000',
      'กีบ',
      'โบนัสรายสัปดาห์',
    ]);
  });

  it('draw a baht member’s amount in baht, in English when the call asks for it', () => {
    expect(drawnText(bannerImagesFor(request('en'), BAHT)('/images/banners/bonus-daily.svg'))).toEqual([
      '20',
      'baht',
      'Daily bonus',
    ]);
    expect(drawnText(bannerImagesFor(request('th'), null)('/images/banners/refund-weekly.svg'))).toEqual([
      '5%',
      'คืนยอดเสีย',
    ]);
  });

  it('every seeded banner reads in Thai and Lao without English, and never names the other money', () => {
    const { rewards } = createSeed();
    const stored = [
      ...rewards.bonuses.flatMap((b) => b.banners),
      ...rewards.invite.banners,
      ...rewards.refund.banners,
    ].map((b) => b.image);
    expect(stored.length).toBeGreaterThanOrEqual(8);
    for (const language of ['th', 'lo']) {
      for (const [member, other] of [
        [KIP, /บาท|ບາດ|baht/],
        [BAHT, /กีบ|ກີບ|kip/],
      ] as const) {
        for (const image of stored) {
          const text = drawnText(bannerImagesFor(request(language), member)(image)).join(' ');
          expect(text, `${language} ${image}`).not.toMatch(ENGLISH);
          expect(text, `${language} ${image}`).not.toMatch(other);
        }
      }
    }
  });

  it('an image the table does not know goes out as stored', () => {
    expect(bannerImagesFor(request('lo'), KIP)('https://cdn.example/banner.png')).toBe(
      'https://cdn.example/banner.png',
    );
  });

  it('the bonus list, invite and refund banners answer the drawn images to the kip member', async () => {
    signIn(SEEDED.laosMember.phone);
    // The client asks in the app's language (Accept-Language lo).
    await changeLocale('la', { persist: false });
    const bonuses = await api.get<{ code: string; banners: { image: string }[] }[]>('/api/bonus');
    const daily = bonuses.find((b) => b.code === 'DAILY20')!;
    expect(drawnText(daily.banners[0].image)).toEqual(['20,000', 'ກີບ', 'ໂບນັດລາຍວັນ']);
    for (const path of ['/api/invite/banners', '/api/refund/banners']) {
      const banners = await api.get<{ image: string }[]>(path);
      expect(banners.length).toBeGreaterThan(0);
      for (const banner of banners) expect(drawnText(banner.image).join(' ')).not.toMatch(ENGLISH);
    }
  });
});
