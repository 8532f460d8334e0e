import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { changeLocale } from '@/lib/i18n';
import { formatRelative } from '@/lib/relative-time';

describe('formatRelative', () => {
  const now = new Date(2026, 10, 21, 12, 0, 0);
  const threeMinutesAgo = dayjs(now).subtract(3, 'minute').toDate();

  it('says how long ago in the active language', async () => {
    await changeLocale('en', { persist: false });
    expect(formatRelative(threeMinutesAgo, now)).toBe('3 minutes ago');
    await changeLocale('th', { persist: false });
    expect(formatRelative(threeMinutesAgo, now)).toBe('3 นาทีที่แล้ว');
    await changeLocale('la', { persist: false });
    expect(formatRelative(threeMinutesAgo, now)).toBe('3 ນາທີຜ່ານມາ');
  });
  it('says nothing for a date that does not parse', () => {
    expect(formatRelative('not a date', now)).toBe('');
  });
  it('counts from the present when no time is given', async () => {
    await changeLocale('en', { persist: false });
    expect(formatRelative(dayjs().subtract(2, 'hour').toDate())).toBe('2 hours ago');
  });
});
