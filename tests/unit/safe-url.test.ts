import { describe, expect, it } from 'vitest';
import { safeImageUrl } from '@/lib/safe-url';

describe('safeImageUrl', () => {
  it.each(['https://cdn.example.com/a.png', 'http://x.test/b.svg', '/images/banners/a.svg', 'blob:https://x.test/1', 'data:image/png;base64,AAAA', 'data:image/svg+xml,<svg/>'])(
    'keeps %s',
    (url) => expect(safeImageUrl(url)).toBe(url),
  );

  it.each([
    'javascript:alert(1)',
    ' JaVaScRiPt:alert(1)',
    'java\tscript:alert(1)',
    'vbscript:msgbox(1)',
    'data:text/html;base64,PHNjcmlwdD4=',
    '//evil.test/a.png',
    '/\\evil.test/a.png',
    'relative.png',
    '',
    null,
    42,
  ])('drops %s', (url) => expect(safeImageUrl(url)).toBeNull());
});
