import fs from 'node:fs';
import path from 'node:path';
import postcss from 'postcss';
import { describe, expect, it } from 'vitest';
import { dropUnusedCss, UNUSED_RULES } from '../../../vite-plugins/drop-unused-css';

const sourceFiles = (dir: string): string[] =>
  fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) => (entry.isDirectory() ? sourceFiles(path.join(dir, entry.name)) : [path.join(dir, entry.name)]))
    .filter((file) => /\.(tsx?|html)$/.test(file));

describe('drop-unused-css', () => {
  it("removes reboot's `legend + *` and keeps every other rule", async () => {
    const css = 'legend { float: left; }\nlegend + * { clear: left; }\n.chat-row + * { margin: 0; }';
    const { css: out } = await postcss([dropUnusedCss()]).process(css, { from: undefined });
    expect(out).not.toContain('legend + *');
    expect(out).toContain('legend { float: left; }');
    expect(out).toContain('.chat-row + * { margin: 0; }');
  });

  it('drops only rules for elements the portal never renders', () => {
    const rendered = sourceFiles(path.resolve('src')).filter((file) =>
      UNUSED_RULES.some((selector) => fs.readFileSync(file, 'utf8').includes(`<${selector.split(' ')[0]}`)),
    );
    expect(rendered).toEqual([]);
  });
});
