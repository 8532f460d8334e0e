import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const read = (name: string) => readFileSync(path.resolve('src/locales', name), 'utf8');
const LOCALES = ['th.json', 'la.json', 'en.json'].map((name) => ({ name, text: read(name) }));

/** The "Never" column of GLOSSARY.md: words that named a thing a second way. */
function neverWords(): string[] {
  const rows = read('GLOSSARY.md')
    .split('\n')
    .filter((line) => line.startsWith('| ') && !line.startsWith('| Thing'));
  return rows.flatMap((row) => {
    const cells = row.split('|').map((cell) => cell.trim());
    return (cells[5] ?? '')
      .split(',')
      .map((word) => word.trim())
      .filter(Boolean);
  });
}

describe('one word per thing (src/locales/GLOSSARY.md)', () => {
  it('reads the glossary', () => {
    expect(neverWords()).toEqual(expect.arrayContaining(['โยกเงิน', 'เงินคืน', 'ຄິວອາໂຄ້ດ', 'กงล้อ']));
  });

  it.each(LOCALES)('$name uses none of the words the glossary rules out', ({ text }) => {
    const found = neverWords().filter((word) => text.includes(word));
    expect(found).toEqual([]);
  });

  it.each(LOCALES)('$name writes ຳ and ำ composed, never as two marks', ({ text }) => {
    expect(text.match(/[\u0ECD\u0E4D][\u0EC8-\u0ECB\u0E48-\u0E4B]?[\u0EB2\u0E32]/gu) ?? []).toEqual([]);
  });
});
