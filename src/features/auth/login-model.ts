// Kept apart from model.ts (registration rules) so the first screen loads only what login needs.
export interface LoginInput {
  phone: string;
  password: string;
}

/** Login sends nothing while phone or password is empty (spec section 5). */
export function canSubmitLogin({ phone, password }: LoginInput): boolean {
  return phone.trim() !== '' && password !== '';
}
