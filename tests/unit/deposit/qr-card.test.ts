import { describe, expect, it } from 'vitest';
import { canShareFiles, wrapText, type Measure } from '@/lib/canvas-text';
import { CARD, layoutQrCard, qrFileName } from '@/features/deposit/qr-card';
import { qrImageSource } from '@/features/deposit/qr-image';

/** 10 px per grapheme at any font: easy widths to reason about. */
const measure: Measure = (text) =>
  Array.from(new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(text)).length * 10;

describe('the saved QR card layout', () => {
  it('puts the code in a white margin at the top and each line centred under it, one after another', () => {
    const layout = layoutQrCard(
      [
        { text: '1,000.00 บาท', size: 40, weight: 700 },
        { text: 'KBANK', size: 30, weight: 400 },
      ],
      'system-ui, sans-serif',
      measure,
    );
    const { qrSize, padding, gap } = CARD;
    expect(layout.width).toBe(qrSize + 2 * padding);
    expect(layout.qr).toEqual({ x: padding, y: padding, size: qrSize });
    expect(layout.lines).toEqual([
      { text: '1,000.00 บาท', font: '700 40px system-ui, sans-serif', x: layout.width / 2, y: padding + qrSize + gap },
      { text: 'KBANK', font: '400 30px system-ui, sans-serif', x: layout.width / 2, y: padding + qrSize + gap + 54 },
    ]);
    expect(layout.height).toBe(padding + qrSize + gap + 54 + 41 + padding);
  });

  it('wraps a long line at spaces to the width of the code, growing the card', () => {
    const name = 'Provider '.repeat(12).trim(); // 12 words of 8 graphemes: 5 fit on a 480 px line
    const layout = layoutQrCard([{ text: name, size: 30, weight: 400 }], 'sans-serif', measure);
    expect(layout.lines.map((l) => l.text)).toEqual([
      'Provider Provider Provider Provider Provider',
      'Provider Provider Provider Provider Provider',
      'Provider Provider',
    ]);
    expect(layout.lines.every((l) => measure(l.text, l.font) <= CARD.qrSize)).toBe(true);
    expect(layout.height).toBe(CARD.padding + CARD.qrSize + CARD.gap + 3 * 41 + CARD.padding);
  });

  it('breaks a word without spaces (Thai, Lao) between graphemes, never between a consonant and its marks', () => {
    const lao = 'ທະນາຄານການຄ້າຕ່າງປະເທດລາວ';
    const lines = wrapText(lao, 50, 'sans-serif', measure);
    expect(lines.join('')).toBe(lao);
    expect(lines.every((l) => measure(l, 'sans-serif') <= 50)).toBe(true);
    // No line starts with a combining vowel or tone mark (it would draw on a dotted circle).
    expect(lines.some((l) => /^\p{M}/u.test(l))).toBe(false);
    expect(lines.length).toBeGreaterThan(1);
  });

  it('falls back to sans-serif when the page has no font stack', () => {
    expect(layoutQrCard([{ text: 'KBANK', size: 30, weight: 400 }], '', measure).lines[0]?.font).toBe(
      '400 30px sans-serif',
    );
  });
});

describe('the saved QR file', () => {
  it('is named by provider and amount, with nothing of the server that could shape a path', () => {
    expect(qrFileName('KBANK', 1000.5)).toBe('qr-kbank-1000.50.png');
    expect(qrFileName('../PAY TIMZ', 10)).toBe('qr-paytimz-10.00.png');
    expect(qrFileName('', Number.NaN)).toBe('qr-code-0.00.png');
    // Kip has no decimals (issue 41): the saved code of 100,000 kip is not named 100000.00.
    expect(qrFileName('PAYONEX', 100_000, 0)).toBe('qr-payonex-100000.png');
  });

  it('offers sharing only where canShare accepts a PNG file', () => {
    const share = () => Promise.resolve();
    expect(canShareFiles(undefined)).toBe(false);
    expect(canShareFiles({ share })).toBe(false);
    expect(canShareFiles({ share, canShare: () => false })).toBe(false);
    expect(canShareFiles({ canShare: () => true })).toBe(false);
    let asked: ShareData | undefined;
    expect(
      canShareFiles({
        share,
        canShare: (data) => {
          asked = data;
          return true;
        },
      }),
    ).toBe(true);
    expect(asked?.files?.[0]?.type).toBe('image/png');
    expect(
      canShareFiles({
        share,
        canShare: () => {
          throw new TypeError('files not supported');
        },
      }),
    ).toBe(false);
  });
});

describe('the QR image to draw', () => {
  it('is the src of the image the markup shows', () => {
    const src = 'data:image/svg+xml;base64,PHN2Zy8+';
    expect(qrImageSource(`<div><img class="qr-image" src="${src}"></div>`)).toBe(src);
    expect(qrImageSource('<img src="https://pay.example.com/qr/1.png">')).toBe('https://pay.example.com/qr/1.png');
    expect(qrImageSource('<img src="/qr/1.png">')).toBe('/qr/1.png');
  });

  it('is an inline SVG as a data URL at the card size', () => {
    const source = qrImageSource('<svg viewBox="0 0 21 21"><path d="M0 0h7v7H0z"/></svg>');
    expect(source).toMatch(/^data:image\/svg\+xml;charset=utf-8,/);
    const svg = decodeURIComponent(source!.slice(source!.indexOf(',') + 1));
    expect(svg).toContain('xmlns="http://www.w3.org/2000/svg"');
    expect(svg).toContain(`width="${CARD.qrSize}"`);
    expect(svg).toContain('<path d="M0 0h7v7H0z"');
  });

  it('passes the image URL gate: nothing it refuses is loaded', () => {
    for (const src of [
      'javascript:alert(1)',
      '//evil.example/qr.png',
      'data:text/html;base64,PHNjcmlwdD4=',
      'ftp://host/qr.png',
      'qr.png',
    ]) {
      expect(qrImageSource(`<img src="${src}">`)).toBeNull();
    }
    expect(qrImageSource('<p>no code</p>')).toBeNull();
    expect(qrImageSource('<img>')).toBeNull();
  });
});
