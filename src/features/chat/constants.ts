import { MAX_FILE_BYTES, MB } from '@/rules/uploads';
/** The chat's numbers (spec sections 4, 5 and 9): limits, paging, delays and the bottom threshold. */
export const CHAT = {
  maxChars: 2000,
  imageMaxMb: MAX_FILE_BYTES.chatImage / MB,
  videoMaxMb: MAX_FILE_BYTES.chatVideo / MB,
  historyPage: 10,
  readDelayMs: 1000,
  socketCheckMs: 5000,
  bottomThresholdPx: 60,
  alertMs: 4000,
  sendDelayMs: 500,
} as const;
