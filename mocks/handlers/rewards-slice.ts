/**
 * The mock database's rewards slice: the state of the bonus, invite and refund areas (one slice, since a
 * pending bonus stops a refund and all three share banners and paging). Their handlers are in bonus.ts,
 * invite.ts and refund.ts.
 */
import { now } from '../clock';
import { getDb, updateDb } from '../db';
import { getScenario } from '../scenarios';
import { createRewardsSeed } from '../seed-rewards';
import type { MockLang } from '../texts/lang';
import { translate } from '../texts/translate';
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

// Texts in the language the call asks for (texts/translate.ts); QA's HTML injection still wins (serverHtml).
export const bannersIn = (lang: MockLang, list: MockBanner[]) => list.map((b) => ({ image: b.image, html: serverHtml(translate(lang, b.html)) }));
export const banners = (lang: MockLang, list: MockBanner[]) => (getScenario().rewardBanners ? bannersIn(lang, list) : []);
