import AES from 'crypto-js/aes';
import Utf8 from 'crypto-js/enc-utf8';
import type { MockDb } from '../types';
import { credit, DEPOSIT_MAXIMUM, ensureDepositSlices } from './deposit-money';
import { RuleError } from './rule-error';

// ---------------------------------------------------------------------------------------------
// Gift links (card-wallet)

/** A link with no leading number in its voucher credits this amount. */
export const GIFT_LINK_DEFAULT_AMOUNT = 50;
/** Card-wallet deposit minimum (spec section 9). */
export const GIFT_LINK_MINIMUM = 2;
const GIFT_LINK_PATTERN = /^https:\/\/gift\.truemoney\.com\/campaign\/?\?v=([A-Za-z0-9]{10,40})$/;

/** Reverses the client's AES encryption; null when the payload is not ours. */
export function decryptGiftLink(payload: string, key: string): { link: string; accountName: string } | null {
  let plain: string;
  try {
    plain = AES.decrypt(payload, key).toString(Utf8);
  } catch {
    return null;
  }
  const at = plain.lastIndexOf('::');
  if (at <= 0) return null;
  return { link: plain.slice(0, at), accountName: plain.slice(at + 2) };
}

/**
 * A gift link is https://gift.truemoney.com/campaign/?v=VOUCHER (10-40 letters and digits).
 * Amount rule: the voucher's leading number in baht (v=250abc... -> 250.00), else 50.00.
 */
export function parseGiftLink(link: string): { voucher: string; amount: number } | null {
  const match = GIFT_LINK_PATTERN.exec(link.trim());
  if (!match) return null;
  const voucher = match[1];
  const lead = /^\d+/.exec(voucher);
  const amount = lead ? Number(lead[0]) : GIFT_LINK_DEFAULT_AMOUNT;
  if (amount < GIFT_LINK_MINIMUM || amount > DEPOSIT_MAXIMUM) return null;
  return { voucher, amount };
}

/** Redeems an encrypted gift link: TRUELINK_INVALID (malformed / wrong account), TRUELINK_DUPLICATE (used). */
export function redeemGiftLink(
  db: MockDb,
  memberId: string,
  payload: unknown,
  key: string,
  walletAccountName: string,
  nowMs: number,
): { amount: number } {
  ensureDepositSlices(db);
  if (typeof payload !== 'string' || payload.trim() === '') throw new RuleError('KEY_MISSING');
  const decrypted = decryptGiftLink(payload, key);
  if (!decrypted || decrypted.accountName !== walletAccountName) throw new RuleError('TRUELINK_INVALID');
  const parsed = parseGiftLink(decrypted.link);
  if (!parsed) throw new RuleError('TRUELINK_INVALID');
  if (db.giftLinks.some((g) => g.voucher === parsed.voucher)) throw new RuleError('TRUELINK_DUPLICATE');
  db.giftLinks.push({
    voucher: parsed.voucher,
    memberId,
    amount: parsed.amount,
    createdAt: new Date(nowMs).toISOString(),
  });
  credit(db, memberId, parsed.amount, 'TRUEWALLET');
  return { amount: parsed.amount };
}
