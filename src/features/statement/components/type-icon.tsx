import { isKnownType } from '../model';

const PATHS: Record<string, string> = {
  // arrow into a tray
  deposit: 'M12 3v11m0 0-4-4m4 4 4-4M4 15v3a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-3',
  // arrow out of a tray
  withdraw: 'M12 14V3m0 0L8 7m4-4 4 4M4 15v3a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-3',
  // two opposite arrows
  transfer: 'M4 8h13m0 0-3-3m3 3-3 3M20 16H7m0 0 3-3m-3 3 3 3',
  // gift
  bonus: 'M4 11h16v9H4zM3 7h18v4H3zM12 7v13M12 7S10 3 7.5 4 9 7 12 7Zm0 0s2-4 4.5-3S15 7 12 7Z',
  // flag
  finish_bonus: 'M5 21V4m0 0h11l-2 4 2 4H5',
  other: 'M12 8v5m0 3h.01M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18Z',
};

/** A small icon for a statement type (decorative: the activity text names the type). */
export function TypeIcon({ type }: { type: string }) {
  const key = isKnownType(type) ? type : 'other';
  return (
    <span className={`statement-icon statement-icon--${key}`} aria-hidden="true">
      <svg
        width="16"
        height="16"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
        focusable="false"
      >
        <path d={PATHS[key]} />
      </svg>
    </span>
  );
}
