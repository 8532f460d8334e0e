/**
 * The mock database's rewards slice: the state of the bonus, invite and refund areas (one slice, since a
 * pending bonus stops a refund and all three share banners and paging). Their handlers are in bonus.ts,
 * invite.ts and refund.ts.
 */
import { now } from '../clock';
import { getDb, updateDb } from '../db';
import { getScenario } from '../scenarios';
import { createRewardsSeed } from '../seed-rewards';
import type { ImagesFor } from '../texts/banner-art';
import type { TextsFor } from '../texts/translate';
import type { MockBanner, MockDb } from '../types';
import { serverHtml } from './utils';

/** A database saved in the browser before the rewards slice existed (same version) gets it here. */
function withRewards(db: Readonly<MockDb>): MockDb {
  return { ...db, rewards: db.rewards ?? createRewardsSeed(now()), plays: db.plays ?? [] };
}

/** Runs a rule inside one atomic change (a RuleError leaves no trace and becomes its answer). */
export function change<T>(rule: (db: MockDb) => T): T {
  return updateDb((db) => {
    db.rewards ??= createRewardsSeed(now());
    db.plays ??= [];
    return rule(db);
  });
}

export const read = () => withRewards(getDb());

// Texts in the language the call asks for and the member's currency (texts/translate.ts); QA's HTML injection still wins (serverHtml).
// The images likewise (texts/banner-art.ts): the caption in that language, a bonus's amount in the member's money.
export const bannersIn = (text: TextsFor, image: ImagesFor, list: MockBanner[]) =>
  list.map((b) => ({ image: image(b.image), html: serverHtml(text(b.html)) }));
export const banners = (text: TextsFor, image: ImagesFor, list: MockBanner[]) =>
  getScenario().rewardBanners ? bannersIn(text, image, list) : [];
