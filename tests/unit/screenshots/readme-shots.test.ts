import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { qrAmounts } from '@/rules/qr-amounts';
import { MEMBERS, readmeFile } from '@tests/screenshots/members.mjs';

// README's screenshot set is what `npm run screenshots` copies to reports/screenshots/readme/ (members.mjs). Issue
// 41: the set shows the kip member's QR deposit and the statement.

const README = readFileSync(path.resolve('README.md'), 'utf8');
const shown = [...README.matchAll(/reports\/screenshots\/readme\/([\w.-]+\.png)/g)].map((m) => m[1]);
const made = Object.values(MEMBERS).flatMap((member) => member.readme.map(readmeFile));

describe('README’s screenshot set', () => {
  it('holds the kip member’s live QR code and the statement', () => {
    expect(MEMBERS.laos.readme.map(([, , name]) => name)).toContain('deposit-qr-live');
    expect(Object.values(MEMBERS).flatMap((member) => member.readme.map(([, , name]) => name))).toContain('statement');
  });

  it('shows exactly the shots the capture copies, each its own file, each in the folder', () => {
    expect(new Set(made).size).toBe(made.length);
    expect([...shown].sort()).toEqual([...made].sort());
    for (const file of made) expect(existsSync(path.resolve('reports/screenshots/readme', file)), file).toBe(true);
  });

  it('the QR shots make a code above each member’s QR minimum', () => {
    expect(Number(MEMBERS.laos.qrAmount)).toBeGreaterThanOrEqual(qrAmounts('PAYONEX', 'LAK').minimum ?? 0);
    expect(Number(MEMBERS.thai.qrAmount)).toBeGreaterThan(qrAmounts('KBANK', 'THB').minimum ?? 0);
  });
});
