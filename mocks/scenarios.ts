import { readJson, settings } from './settings';

/** QA switches read at request time from localStorage `mock:scenario`, merged over the defaults. */
export interface Scenario {
  registerOTP: boolean;
  enableChatWidget: boolean;
  terminated: boolean;
  manualDeposit: boolean;
  /** AUTO shows the card-wallet account; GIFT_LINK shows the gift-link form. */
  walletMode: 'AUTO' | 'GIFT_LINK';
  /** The daily slip-upload closed window is on: the slip lookup says closed and uploads fail. */
  slipClosed: boolean;
  spinActive: boolean;
  /** Game provider outage: activation, password reset and game transfers fail (money lands in the wallet). */
  gameProviderDown: boolean;
  /** Invite bonus programme on (off: INVITE_INACTIVE). */
  inviteActive: boolean;
  /** Refund programme on (off: REFUND_INACTIVE). */
  refundActive: boolean;
  /** Invite and refund banners served (off: the modals open directly). */
  rewardBanners: boolean;
  /** Every answer is cut to the fields the spec names (src/contract), as a spec-minimal backend would send. */
  specMinimal: boolean;
  /** Artificial latency of every mocked call in ms (0 in tests). */
  latencyMs: number;
}

export const SCENARIO_KEY = 'mock:scenario';

export const DEFAULT_SCENARIO: Scenario = {
  registerOTP: true,
  enableChatWidget: true,
  terminated: false,
  manualDeposit: false,
  walletMode: 'AUTO',
  slipClosed: false,
  spinActive: true,
  gameProviderDown: false,
  inviteActive: true,
  refundActive: true,
  rewardBanners: true,
  specMinimal: false,
  latencyMs: 0,
};

let defaults: Scenario = { ...DEFAULT_SCENARIO };

/** The browser mock starts with a little latency so loading states are visible; tests keep 0. */
export function setScenarioDefaults(patch: Partial<Scenario>): void {
  defaults = { ...DEFAULT_SCENARIO, ...patch };
}

export function getScenario(): Scenario {
  const stored = readJson<Partial<Scenario>>(SCENARIO_KEY, {});
  return { ...defaults, ...(stored && typeof stored === 'object' ? stored : {}) };
}

export function setScenario(patch: Partial<Scenario>): Scenario {
  const next = { ...getScenario(), ...patch };
  settings.set(SCENARIO_KEY, JSON.stringify(next));
  return next;
}

export function resetScenario(): void {
  settings.remove(SCENARIO_KEY);
}
