import dayjs from 'dayjs';
import 'dayjs/locale/lo';
import 'dayjs/locale/th';
import relativeTime from 'dayjs/plugin/relativeTime';
import { currentLocale, languageTag } from './i18n';

// Apart from format.ts: only the statement's lines say how long ago, so only its page loads the dates library's
// languages and its relative-time plugin (docs/first-load.md).
dayjs.extend(relativeTime);

/** "3 minutes ago" in the member's language. */
export function formatRelative(value: string | number | Date, now: Date | number = Date.now()): string {
  const date = dayjs(value).locale(languageTag(currentLocale()));
  return date.isValid() ? date.from(dayjs(now)) : '';
}
