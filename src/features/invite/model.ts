/** Invite and refund tables show 10 rows a page (spec section 9). */
export const INVITE_PAGE_SIZE = 10;

/** The member's invite code (registration stores it as the inviter). */
export function inviteCode(memberId: number | string): string {
  return `PR${memberId}`;
}

/** {origin}/register?code=PR{userId} (spec section 2). */
export function inviteLink(origin: string, memberId: number | string): string {
  return `${origin.replace(/\/+$/, '')}/register?code=${encodeURIComponent(inviteCode(memberId))}`;
}

/** The Web Share API is there and accepts this payload. */
export function canShare(nav: Partial<Pick<Navigator, 'share' | 'canShare'>> | undefined, data: ShareData): boolean {
  if (!nav || typeof nav.share !== 'function') return false;
  return typeof nav.canShare === 'function' ? nav.canShare(data) : true;
}

/** The percentages of the invite terms, shown in the confirmation; null when the server did not say. */
export function inviteTerms(answer: { percentSuccess?: number; percentFail?: number } | undefined) {
  const success = Number(answer?.percentSuccess);
  const fail = Number(answer?.percentFail);
  return Number.isFinite(success) && Number.isFinite(fail) ? { success, fail } : null;
}
