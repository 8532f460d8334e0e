export type PhoneProblem = 'required' | 'length' | 'digits' | null;

/**
 * Phone (spec sections 5 and 9): exactly `phoneLength` digits, or, where the build has no length check
 * (Laos, phoneLength null), digits only. The app maps the problem to a message, the mock to an error code.
 */
export function phoneProblem(raw: unknown, phoneLength: number | null): PhoneProblem {
  const phone = typeof raw === 'string' ? raw.trim() : '';
  if (phone === '') return 'required';
  if (phoneLength !== null) return new RegExp(`^\\d{${phoneLength}}$`).test(phone) ? null : 'length';
  return /^\d{1,20}$/.test(phone) ? null : 'digits';
}

/**
 * A phone number as typed, in the form the server stores: spaces, dashes, dots and brackets dropped, and an
 * international prefix for Laos (+856, 00856) or Thailand (+66, 0066) written as the national 0.
 */
export function normalisePhone(raw: string): string {
  const compact = raw.trim().replace(/[\s\-.()]/g, '');
  const international = /^(?:\+|00)(856|66)(\d+)$/.exec(compact);
  return international ? `0${international[2]}` : compact;
}
