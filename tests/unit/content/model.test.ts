import { describe, expect, it } from 'vitest';
import { fillPercentFail } from '@/features/bonus/model';
import { captionTrack, howtoVideoSources } from '@/features/content/model';
import { bankLogoUrl } from '@/features/deposit/bank-logos';
import { panelKind } from '@/features/deposit/model';

describe('how-to videos', () => {
  it('are served from the site root by default, WebM first', () => {
    expect(howtoVideoSources('wallet')).toEqual([
      { src: '/videos/howto-wallet.webm', type: 'video/webm' },
      { src: '/videos/howto-wallet.mp4', type: 'video/mp4' },
    ]);
  });

  it('caption cues carry the text on one trimmed line', () => {
    const track = decodeURIComponent(captionTrack('  Open the wallet \n then tap Deposit  ', 3));
    expect(track).toBe(
      'data:text/vtt;charset=utf-8,WEBVTT\n\n00:00:00.000 --> 00:00:03.000\nOpen the wallet then tap Deposit\n',
    );
  });
});

describe('bonus notices and deposit panels', () => {
  it.each([
    [null, '0%'],
    [undefined, '0%'],
    ['', '0%'],
    [0, '0%'],
    [15, '15%'],
  ])('a fail percentage of %j reads %s', (value, shown) =>
    expect(fillPercentFail('lose %percentFail%', value)).toBe(`lose ${shown}`),
  );

  it('a KBANK entry in neither AUTO nor SMS mode gets no panel', () => {
    expect(panelKind({ bankCode: 'KBANK', mode: null }, false)).toBeNull();
    expect(panelKind({ bankCode: 'KBANK', mode: 'AUTO' }, false)).toBe('bank');
  });

  it('bank logos exist for the known codes only', () => {
    expect(bankLogoUrl('SCB')).toBe('/images/banks/SCB.svg');
    expect(bankLogoUrl('XYZ')).toBeNull();
  });
});
