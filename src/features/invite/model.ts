/** Invite and refund tables show 10 rows a page (spec section 9). */
export const INVITE_PAGE_SIZE = 10;

/** The member's invite code: PR and the profile's id (spec section 2: PR{userId}; section 3: Profile _id). */
export function inviteCode(userId: number | string): string {
  return `PR${userId}`;
}

/** {origin}/register?code=PR{userId} (spec section 2). */
export function inviteLink(origin: string, userId: number | string): string {
  return `${origin.replace(/\/+$/, '')}/register?code=${encodeURIComponent(inviteCode(userId))}`;
}

/** The Web Share API is there and accepts this payload. */
export function canShare(nav: Partial<Pick<Navigator, 'share' | 'canShare'>> | undefined, data: ShareData): boolean {
  if (!nav || typeof nav.share !== 'function') return false;
  return typeof nav.canShare === 'function' ? nav.canShare(data) : true;
}

/** The percentages of the invite terms, shown in the confirmation; null when the server did not send both. */
export function inviteTerms(answer: { percentSuccess?: number; percentFail?: number } | undefined) {
  const success = answer?.percentSuccess;
  const fail = answer?.percentFail;
  return typeof success === 'number' && Number.isFinite(success) && typeof fail === 'number' && Number.isFinite(fail)
    ? { success, fail }
    : null;
}
