export interface ChangePasswordInput {
  oldPassword: string;
  newPassword: string;
  confirmPassword: string;
}

/**
 * Change password (spec section 5): with any field empty the save is silently ignored; new and
 * confirm must match, else the 'password not equal' message.
 */
export type ChangePasswordCheck =
  { kind: 'ignore' } | { kind: 'invalid'; messageKey: 'password.notEqual' } | { kind: 'ok' };

export function checkChangePassword({
  oldPassword,
  newPassword,
  confirmPassword,
}: ChangePasswordInput): ChangePasswordCheck {
  if (!oldPassword || !newPassword || !confirmPassword) return { kind: 'ignore' };
  if (newPassword !== confirmPassword) return { kind: 'invalid', messageKey: 'password.notEqual' };
  return { kind: 'ok' };
}
