import { account } from './account';
import { bonus, promotion } from './bonus';
import { chat } from './chat';
import { uploadBodyLimit } from '../rules/uploads';
import type { Endpoint } from './endpoint';
import { game } from './game';
import { invite } from './invite';
import { lookup } from './lookup';
import { refund } from './refund';
import { spin } from './spin';
import { statement } from './statement';
import { qrcode, wallet } from './wallet';

/**
 * Every call of spec section 7, by area. Screens import the area file they need (so a page loads only its
 * own schemas); this index is for what covers them all: the QA console, the contract tests and the fuzz.
 */
export const CONTRACT = {
  lookup,
  account,
  wallet,
  qrcode,
  game,
  invite,
  refund,
  spin,
  bonus,
  promotion,
  statement,
  chat,
} as const;

export const ALL_ENDPOINTS: readonly Endpoint[] = Object.values(CONTRACT).flatMap(
  (area) => Object.values(area) as Endpoint[],
);

/** The uploads (multipart, no path parameters) with the largest body each may send: the servers cap by these. */
export const UPLOAD_BODY_LIMITS: readonly { method: string; path: string; bytes: number }[] = ALL_ENDPOINTS.flatMap(
  (e) => (e.upload === undefined ? [] : [{ method: e.method, path: e.path, bytes: uploadBodyLimit(e.upload) }]),
);
