import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PORTAL_MARK } from '@/lib/portal-mark';

describe("the portal's mark on the receipt", () => {
  it('is the favicon’s: the same square, corner, colours and "P"', () => {
    const favicon = readFileSync(path.join(import.meta.dirname, '../../../public/favicon.svg'), 'utf8');
    const { box, radius, background, foreground, path: mark } = PORTAL_MARK;
    expect(favicon).toContain(`viewBox="0 0 ${box} ${box}"`);
    expect(favicon).toContain(`<rect width="${box}" height="${box}" rx="${radius}" fill="${background}"/>`);
    expect(favicon).toContain(`<path d="${mark}" fill="${foreground}"/>`);
  });
});
