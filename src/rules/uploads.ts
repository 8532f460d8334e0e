/**
 * The largest file each upload takes, and the request body that carries it. The app checks a file before it
 * sends it (the slip: slipFileProblem; the chat: its validation), the mock refuses a larger one, and the generated web server (vite-plugins/server-config.ts) and the
 * standalone mock server let each upload's body through, all from these numbers.
 */
export const MB = 1024 * 1024;

/** Spec sections 5 and 9: chat images 10 MB, videos 20 MB; the slip's 10 MB: docs/backend-contract.md. */
export const MAX_FILE_BYTES = { slip: 10 * MB, chatImage: 10 * MB, chatVideo: 20 * MB } as const;

/** What a multipart body adds around its file: the boundaries, the part's headers and the file's name. */
export const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

/** Every other request body: JSON of a few KB at most (a chat message is 2000 characters). */
export const REQUEST_BODY_LIMIT_BYTES = 1 * MB;

/** The largest body of an upload whose file may be `maxFileBytes`. */
export const uploadBodyLimit = (maxFileBytes: number): number => maxFileBytes + MULTIPART_OVERHEAD_BYTES;

/** The slip image's types (`image/jpg` is what some phones call JPEG). */
export const SLIP_TYPES: readonly string[] = ['image/png', 'image/jpeg', 'image/jpg', 'image/webp'];

/** Why a slip file cannot go: none, not an image of those types (or empty), or over the slip's 10 MB. */
export type SlipFileProblem = 'SLIP_NO_FILE' | 'SLIP_INVALID_FILE' | 'SLIP_TOO_LARGE';

/**
 * The slip's one check of its declared type and size: the app runs it when the member picks the file (nothing
 * leaves the phone for a file that would be refused after a long upload), and the mock on receipt (it answers
 * the catalogue's SLIP_INVALID_FILE for either refusal, and checks the bytes too).
 */
export function slipFileProblem(file: { type: string; size: number } | null): SlipFileProblem | null {
  if (!file) return 'SLIP_NO_FILE';
  if (file.size === 0 || !SLIP_TYPES.includes(file.type.toLowerCase())) return 'SLIP_INVALID_FILE';
  if (file.size > MAX_FILE_BYTES.slip) return 'SLIP_TOO_LARGE';
  return null;
}
