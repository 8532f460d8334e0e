export function DialogIcon({ kind }: { kind: 'success' | 'error' }) {
  const success = kind === 'success';
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
      className={`d-block mx-auto mb-3 ${success ? 'text-success' : 'text-danger'}`}
    >
      <circle cx="12" cy="12" r="10" />
      {success ? <path d="m7.5 12.5 3 3 6-6" /> : <path d="m15 9-6 6m0-6 6 6" />}
    </svg>
  );
}
