import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// The e-slip screenshots (npm run screenshots:e-slip): both builds, th and la, every status, each shown in
// docs/e-slip.md, four of them in README, all of them small.

const DIR = path.resolve('docs/screenshots/e-slip');
const shownIn = (file: string) =>
  [...readFileSync(path.resolve(file), 'utf8').matchAll(/screenshots\/e-slip\/([\w.-]+\.png)/g)].map((m) => m[1]);

describe('the e-slip screenshots', () => {
  const wanted = ['th', 'laos'].flatMap((build) =>
    ['th', 'la'].flatMap((lang) =>
      ['done', 'inProgress', 'beingChecked', 'failed'].flatMap((status) => [
        `${build}-${lang}-${status}.png`,
        `${build}-${lang}-${status}-screen.png`,
      ]),
    ),
  );

  it('docs/e-slip.md shows the saved PNG and the screen of every status, in th and la, on both builds', () => {
    expect(shownIn('docs/e-slip.md').sort()).toEqual([...wanted].sort());
    for (const file of wanted) expect(existsSync(path.join(DIR, file)), file).toBe(true);
  });

  it('README shows four of them, and all of them together stay under 1.5 MB', () => {
    const readme = shownIn('README.md');
    expect(readme).toHaveLength(4);
    for (const file of readme) expect(wanted).toContain(file);
    const bytes = readdirSync(DIR).reduce((sum, file) => sum + statSync(path.join(DIR, file)).size, 0);
    expect(bytes).toBeLessThan(1.5 * 1024 * 1024);
  });
});
