/** The outcome's sign over its message: a tick (done), a clock (accepted, not done yet) or a cross (failed). */
export function DialogIcon({ kind }: { kind: keyof typeof TONE }) {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      width="56"
      height="56"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      className={`d-block mx-auto mb-3 ${TONE[kind]}`}
    >
      <circle cx="12" cy="12" r="10" />
      <path d={SIGN[kind]} />
    </svg>
  );
}

// Pending in amber, as the receipt's badge: the portal's primary colour is a green, the green of done.
const TONE = { success: 'text-success', pending: 'text-warning-emphasis', error: 'text-danger' } as const;
const SIGN = { success: 'm7.5 12.5 3 3 6-6', pending: 'M12 7v5l3 2', error: 'm15 9-6 6m0-6 6 6' } as const;
