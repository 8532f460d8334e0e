import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import * as paths from '@/config/paths';

// One page table: src/config/paths.ts writes each app address once, with the page that shows it. This reads every
// module of src/ and lists the addresses written as literals anywhere else.

const root = path.resolve(import.meta.dirname, '../..');
const TABLE = ['src/config/paths.ts'];
/** Issue 43: at most this many may stay outside the table, each with a comment on its line or the one above. */
const MAX_OUTSIDE = 3;

/** The first segment of every address but the root: login, register, ..., user. */
const segments = Object.values<unknown>(paths)
  .filter((value): value is string => typeof value === 'string' && value.startsWith('/') && value !== paths.ROOT_PATH)
  .map((address) => address.slice(1));
/** An address as a string or the start of a template: /user, /user/home, /login?next=... (not /users, /api/login). */
const ADDRESS = new RegExp(`^/(?:${segments.join('|')})(?:[/?#]|$)`);
/** An address in a regular expression literal: /^\/user(?:...)/. */
const ADDRESS_IN_REGEX = new RegExp(`\\\\/(?:${segments.join('|')})(?![\\w-])`);
/** The root, '/', counts where it is used as an address: a link's `to`/`href`, a route's `path`, a navigation. */
const ROOT_USES = new Set(['to', 'href', 'path', 'navigate', 'redirect']);

interface Literal {
  file: string;
  line: number;
  text: string;
  reasoned: boolean;
}

function nameOf(node: ts.Node | undefined): string | undefined {
  if (!node) return undefined;
  if (ts.isIdentifier(node) || ts.isPrivateIdentifier(node)) return node.text;
  if (ts.isPropertyAccessExpression(node)) return node.name.text;
  if (ts.isJsxAttribute(node) || ts.isPropertyAssignment(node)) return nameOf(node.name);
  if (ts.isCallExpression(node)) return nameOf(node.expression);
  return undefined;
}

function isAddress(node: ts.Node): boolean {
  if (ts.isRegularExpressionLiteral(node)) return ADDRESS_IN_REGEX.test(node.text);
  if (!ts.isStringLiteral(node) && !ts.isNoSubstitutionTemplateLiteral(node) && !ts.isTemplateHead(node)) return false;
  if (ADDRESS.test(node.text)) return true;
  if (node.text !== paths.ROOT_PATH || ts.isTemplateHead(node)) return false;
  const user = ts.isJsxExpression(node.parent) ? node.parent.parent : node.parent;
  return ROOT_USES.has(nameOf(user) ?? '');
}

/** Every address written as a literal in one module, with whether a comment sits on its line or the one above. */
function addressLiterals(file: string, code: string): Literal[] {
  const kind = file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(file, code, ts.ScriptTarget.Latest, true, kind);
  const lineOf = (pos: number) => source.getLineAndCharacterOfPosition(pos).line + 1;
  const commented = new Set<number>();
  const found: Omit<Literal, 'reasoned'>[] = [];
  const visit = (node: ts.Node) => {
    const comments = [
      ...(ts.getLeadingCommentRanges(code, node.pos) ?? []),
      ...(ts.getTrailingCommentRanges(code, node.end) ?? []),
    ];
    comments.forEach((range) => commented.add(lineOf(range.end)));
    if (isAddress(node)) found.push({ file, line: lineOf(node.getStart(source)), text: node.getText(source) });
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found.map((literal) => ({
    ...literal,
    reasoned: commented.has(literal.line) || commented.has(literal.line - 1),
  }));
}

function modules(dir: string): string[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const rel = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return modules(rel);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [rel] : [];
  });
}

const literalsOf = (file: string) => addressLiterals(file, readFileSync(path.join(root, file), 'utf8'));
const where = (list: Literal[]) => list.map((l) => `${l.file}:${l.line} ${l.text}`).join('\n');

describe('one page table: app addresses are written in src/config/paths.ts and nowhere else in src/', () => {
  it(`leaves at most ${MAX_OUTSIDE} outside the table, each with a comment saying why`, () => {
    const outside = modules('src')
      .filter((file) => !TABLE.includes(file))
      .flatMap(literalsOf);
    expect(outside.length, where(outside)).toBeLessThanOrEqual(MAX_OUTSIDE);
    expect(where(outside.filter((literal) => !literal.reasoned))).toBe('');
  }, 30_000);

  it('finds every address but the root where the table writes it (the search reads real modules)', () => {
    const written = literalsOf('src/config/paths.ts').map((literal) => literal.text);
    expect(segments.length).toBeGreaterThanOrEqual(6);
    expect(written).toEqual(segments.map((segment) => `'/${segment}'`));
  });

  it('sees an address in a string, a JSX attribute, a template and a regular expression, not in comments', () => {
    const code = [
      "navigate('/user/spin');",
      'const a = <Link to="/register">x</Link>;',
      'const b = `/user/statement?${query}`;',
      'const c = /^\\/user(?:[/?#]|$)/;',
      "const routes = [{ path: '/', loader }];",
      '// a route guard sends /login a visitor',
      "const d = ['/api/login', '/users', 'a/login', '/'.length, 'x'.split('/')];",
      'const e = <a href="/">home</a>; // the root, on purpose',
    ].join('\n');
    const found = addressLiterals('probe.tsx', code);
    expect(found.map((literal) => [literal.line, literal.text, literal.reasoned])).toEqual([
      [1, "'/user/spin'", false],
      [2, '"/register"', false],
      [3, '`/user/statement?${', false],
      [4, '/^\\/user(?:[/?#]|$)/', false],
      [5, "'/'", false],
      [8, '"/"', true],
    ]);
  });
});
