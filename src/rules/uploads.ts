/**
 * The largest file each upload takes, and the request body that carries it. The app checks a file before it
 * sends it, the mock refuses a larger one, and the generated web server (vite-plugins/server-config.ts) and the
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
