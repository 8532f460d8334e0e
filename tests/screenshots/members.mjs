// Who `npm run screenshots` logs in as (tests/screenshots/capture.mjs), and which of their shots README shows.
// Plain data: tests/unit/screenshots/readme-shots.test.ts reads it beside README.

/**
 * Per --member (README's seeded members): the login, the build it belongs to, the folder its shots go to under
 * reports/screenshots/, amounts within its currency's world, and its README shots as [lang, width, shot name,
 * file name?] (copied to reports/screenshots/readme/<file name or shot name>-<lang>-<width>.png).
 */
export const MEMBERS = {
  thai: {
    login: { phone: '0812345678', password: 'Demo1234' },
    bankNameMember: { phone: '0898765432', password: 'Demo1234' },
    outDir: 'dist',
    mode: undefined,
    outSubdir: [],
    withdrawAmount: '150',
    /** Above the baht QR minimum of the first provider (KBANK: any amount above 0). */
    qrAmount: '100',
    readme: [
      ['th', 390, 'home'],
      ['en', 390, 'deposit-qr-live'],
      ['la', 390, 'member-chat'],
      ['en', 390, 'statement'],
    ],
  },
  laos: {
    login: { phone: '02055512345', password: 'Demo1234' },
    bankNameMember: undefined,
    outDir: 'dist-laos',
    mode: 'laos',
    outSubdir: ['laos'],
    withdrawAmount: '100000',
    /** Above the kip QR minimum (10,000 kip, src/rules/qr-amounts.ts). */
    qrAmount: '100000',
    readme: [
      ['la', 390, 'withdraw-receipt'],
      // Named apart from the Thai member's deposit-qr-live-en-390.png.
      ['en', 390, 'deposit-qr-live', 'deposit-qr-kip'],
    ],
  },
};

/**
 * The file name README shows for a readme entry of MEMBERS.
 * @param {readonly (string | number | undefined)[]} shot [lang, width, shot name, file name?]
 */
export function readmeFile(shot) {
  const [lang, width, name, as] = shot;
  return `${as ?? name}-${lang}-${width}.png`;
}
