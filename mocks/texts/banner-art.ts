import { toCurrency, type Currency } from '@/rules/currency';
import { inMemberMoney } from '../domain/member-money';
import { langOf, type Localized, type MockLang } from './lang';
import { CURRENCY_WORDS } from './translate';

/**
 * The seed's banner images (bonus, invite and refund banners, 300x211), drawn for each caller: the
 * caption in the call's language and a bonus's amount in the member's money with its word ("20,000 ກີບ"), never
 * "20 Daily" in English above a kip amount. The seed stores each banner by its path, /images/banners/<name>.svg;
 * the answer carries the image as an SVG data URL. A stored image the table does not know goes out as stored.
 */
interface BannerArt {
  /** The gradient, top left to bottom right. */
  colors: [string, string];
  /** A bonus's amount in baht (the member meets it in their money), or a sign drawn as it is. */
  figure: { baht: number } | { sign: string };
  caption: Localized;
}

const ART: Record<string, BannerArt> = {
  'bonus-welcome': {
    colors: ['#0b6e4f', '#ffd43b'],
    figure: { baht: 100 },
    caption: { th: 'โบนัสสมาชิกใหม่', la: 'ໂບນັດສະມາຊິກໃໝ່', en: 'Welcome bonus' },
  },
  'bonus-daily': {
    colors: ['#1864ab', '#74c0fc'],
    figure: { baht: 20 },
    caption: { th: 'โบนัสรายวัน', la: 'ໂບນັດລາຍວັນ', en: 'Daily bonus' },
  },
  'bonus-weekly': {
    colors: ['#5f3dc4', '#b197fc'],
    figure: { baht: 50 },
    caption: { th: 'โบนัสรายสัปดาห์', la: 'ໂບນັດລາຍອາທິດ', en: 'Weekly bonus' },
  },
  'bonus-flash': {
    colors: ['#d9480f', '#ffa94d'],
    figure: { sign: '⚡' },
    caption: { th: 'แฟลชโบนัส', la: 'ແຟລຊໂບນັດ', en: 'Flash bonus' },
  },
  'invite-friends': {
    colors: ['#0b6e4f', '#2fb380'],
    figure: { sign: 'PR' },
    caption: { th: 'ชวนเพื่อน', la: 'ຊວນໝູ່', en: 'Invite friends' },
  },
  'invite-commission': {
    colors: ['#1864ab', '#4dabf7'],
    figure: { sign: '%' },
    caption: { th: 'โบนัสชวนเพื่อน', la: 'ໂບນັດຊວນໝູ່', en: 'Referral bonus' },
  },
  'refund-daily': {
    colors: ['#c92a2a', '#ff8787'],
    figure: { sign: '↺' },
    caption: { th: 'คืนยอดเสียทุกวัน', la: 'ຄືນຍອດເສຍທຸກມື້', en: 'Loss refund every day' },
  },
  'refund-weekly': {
    colors: ['#862e9c', '#cc5de8'],
    figure: { sign: '5%' },
    caption: { th: 'คืนยอดเสีย', la: 'ຄືນຍອດເສຍ', en: 'Loss refund' },
  },
};

const STORED = /^\/images\/banners\/([a-z-]+)\.svg$/;

const escapeXml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c] ?? c);

const line = (y: number, size: number, text: string, bold = false) =>
  `<text x="150" y="${y}" font-family="system-ui,sans-serif" font-size="${size}"${bold ? ' font-weight="700"' : ''} fill="#fff" text-anchor="middle">${escapeXml(text)}</text>`;

/** The figure's font size: 64 px, smaller for a long amount (100,000) so it stays inside the 300 px banner. */
const figureSize = (text: string) => Math.min(64, Math.floor(250 / (0.6 * text.length)));

/** One banner as the caller reads it: an SVG with the figure, the amount's word and the caption. */
export function bannerSvg(art: BannerArt, lang: MockLang, currency: Currency): string {
  const [from, to] = art.colors;
  const amount = 'baht' in art.figure ? inMemberMoney(art.figure.baht, { currency }).toLocaleString('en-US') : null;
  const figure = amount ?? ('sign' in art.figure ? art.figure.sign : '');
  const texts = amount
    ? [
        line(100, figureSize(figure), figure, true),
        line(134, 22, CURRENCY_WORDS[lang][currency]),
        line(174, 22, art.caption[lang]),
      ]
    : [line(118, 64, figure, true), line(165, 22, art.caption[lang])];
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" width="300" height="211" viewBox="0 0 300 211">',
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>`,
    '<rect width="300" height="211" rx="14" fill="url(#g)"/>',
    '<circle cx="250" cy="40" r="70" fill="#fff" opacity=".12"/><circle cx="40" cy="190" r="55" fill="#fff" opacity=".1"/>',
    ...texts,
    '</svg>',
  ].join('');
}

/** Stored banner image → the image one caller sees. */
export type ImagesFor = (stored: string) => string;

/** The banner images in the call's language and the member's money (baht for a visitor or a member without one). */
export function bannerImagesFor(request: Request, member: { currency: string | null } | null): ImagesFor {
  const lang = langOf(request);
  const currency = toCurrency(member?.currency) ?? 'THB';
  return (stored) => {
    const art = ART[STORED.exec(stored)?.[1] ?? ''];
    if (!art) return stored;
    return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(bannerSvg(art, lang, currency))}`;
  };
}
