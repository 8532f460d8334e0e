import { AxiosError, AxiosHeaders } from 'axios';
import { describe, expect, it } from 'vitest';
import { toApiError } from '@/lib/api-error';
import { safeNextUrl } from '@/lib/next-url';
import { readItem, removeItem, writeItem } from '@/lib/storage';

/** Edges of small src/lib modules that the mutation run (reports/mutation.md) found open. */

describe('the next URL after login', () => {
  // A blank or a backslash that the URL parser drops or turns into "/" must not hide a "//" from the check.
  it.each(['/user/\t/evil.example', '/user/\\/evil.example', '/user/\\evil.example', '/user/a b'])(
    'rejects %j',
    (raw) => {
      expect(safeNextUrl(raw)).toBe('/user');
    },
  );
});

describe("the server's code of a failed call", () => {
  it('is only ever a text: a numeric code falls back to the HTTP status', () => {
    const config = { headers: new AxiosHeaders() };
    const response = { status: 400, statusText: '', data: { code: 7 }, headers: {}, config };
    expect(toApiError(new AxiosError('failed', 'ERR_BAD_REQUEST', config, null, response))).toMatchObject({
      code: 'HTTP_400',
    });
  });
});

describe('storage helpers', () => {
  it('remove from localStorage unless told otherwise', () => {
    writeItem('k', 'v');
    writeItem('k', 'kept', 'session');
    removeItem('k');
    expect(readItem('k')).toBeNull();
    expect(readItem('k', 'session')).toBe('kept');
  });
});
