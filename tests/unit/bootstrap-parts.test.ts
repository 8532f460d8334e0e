import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// The portal's stylesheets take Bootstrap part by part (src/styles/main.scss, member.scss): every component part
// has something in the app that renders it, and every react-bootstrap component the app renders has its part.
// The foundations stay whatever the app renders: server HTML may use them (docs/backend-contract.md, "Server HTML").
const root = path.resolve(import.meta.dirname, '../..');
const FOUNDATIONS = [
  'root',
  'reboot',
  'type',
  'images',
  'containers',
  'grid',
  'transitions',
  'helpers',
  'utilities/api',
];

/** Each component part: the react-bootstrap modules that render it, and the class that shows it in the app's markup. */
const PARTS: Record<string, { modules: string[]; className: string }> = {
  forms: {
    modules: ['FormControl', 'FormGroup', 'FormLabel', 'FormSelect', 'FormText', 'FormCheck'],
    className: 'form-control',
  },
  buttons: { modules: ['Button'], className: 'btn' },
  card: { modules: [], className: 'card' },
  alert: { modules: ['Alert'], className: 'alert' },
  close: { modules: ['CloseButton'], className: 'btn-close' },
  toasts: { modules: ['ToastContainer', 'Toast'], className: 'toast' },
  modal: { modules: ['Modal'], className: 'modal' },
  spinners: { modules: ['Spinner'], className: 'spinner-border' },
  placeholders: { modules: ['Placeholder'], className: 'placeholder' },
  tables: { modules: ['Table'], className: 'table' },
  nav: { modules: ['Tab', 'Tabs', 'Nav'], className: 'nav' },
  pagination: { modules: [], className: 'pagination' },
  badge: { modules: [], className: 'badge' },
  progress: { modules: ['ProgressBar'], className: 'progress' },
};

const stylesheets = ['src/styles/main.scss', 'src/styles/member.scss'];
const importedParts = stylesheets.flatMap((file) =>
  [...readFileSync(path.join(root, file), 'utf8').matchAll(/@import 'bootstrap\/scss\/([\w/-]+)'/g)].map((m) => m[1]),
);

const appCode = readdirSync(path.join(root, 'src'), { recursive: true, encoding: 'utf8' })
  .filter((file) => /\.tsx?$/.test(file))
  .map((file) => readFileSync(path.join(root, 'src', file), 'utf8'))
  .join('\n');
const renderedModules = new Set([...appCode.matchAll(/from 'react-bootstrap\/(\w+)'/g)].map((m) => m[1]));
/** A class written in the app's markup: in a className string, on its own or beside others. */
const inMarkup = (className: string) =>
  new RegExp(`className=[{\`'"][^\\n]*?['"\` ]${className}['"\` ]|className="${className}\\b`).test(appCode);

describe('Bootstrap parts in the portal stylesheets', () => {
  it.each(importedParts.filter((part) => !FOUNDATIONS.includes(part)))(
    'the %s part has something in the app that renders it',
    (part) => {
      expect(Object.hasOwn(PARTS, part), `${part}: name what renders it in PARTS, or drop its @import`).toBe(true);
      const { modules, className } = PARTS[part];
      const byModule = modules.some((module) => renderedModules.has(module));
      expect(byModule || inMarkup(className), `nothing in src/ renders Bootstrap's ${part}`).toBe(true);
    },
  );

  it('every react-bootstrap component the app renders has its part imported', () => {
    const missing = [...renderedModules].filter((module) => {
      const part = Object.entries(PARTS).find(([, { modules }]) => modules.includes(module))?.[0];
      return !part || !importedParts.includes(part);
    });
    expect(missing).toEqual([]);
  });
});
