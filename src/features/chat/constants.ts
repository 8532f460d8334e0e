/** The chat's numbers (spec sections 4, 5 and 9): limits, paging, delays and the bottom threshold. */
export const CHAT = {
  maxChars: 2000,
  imageMaxMb: 10,
  videoMaxMb: 20,
  historyPage: 10,
  readDelayMs: 1000,
  socketCheckMs: 5000,
  bottomThresholdPx: 60,
  alertMs: 4000,
  sendDelayMs: 500,
} as const;
