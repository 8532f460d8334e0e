import { useEffect, useMemo, useRef } from 'react';

/**
 * The files of the member's own messages until they are sent, by message key: the picked file (a resend
 * uploads it again), its preview URL (revoked when the message is removed or the chat unmounts) and, once the
 * upload is done, its server path (a resend after a failed send does not upload a done file again).
 */
export function usePendingFiles() {
  const files = useRef(new Map<string, File>());
  const previews = useRef(new Set<string>());
  const uploaded = useRef(new Map<string, string>());

  useEffect(() => {
    const previewSet = previews.current;
    return () => {
      previewSet.forEach((url) => URL.revokeObjectURL(url));
      previewSet.clear();
    };
  }, []);

  return useMemo(
    () => ({
      /** Keeps the file for a resend; returns its preview URL ('' where the browser makes none). */
      keep(key: string, file: File): string {
        const preview = typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : '';
        if (preview) previews.current.add(preview);
        files.current.set(key, file);
        return preview;
      },
      file: (key: string): File | undefined => files.current.get(key),
      isUploaded: (key: string): boolean => uploaded.current.has(key),
      markUploaded(key: string, path: string): void {
        uploaded.current.set(key, path);
      },
      /** The message went through: its file is no longer needed (its preview stays on screen). */
      sent(key: string): void {
        files.current.delete(key);
        uploaded.current.delete(key);
      },
      /** The member removed the message: its file goes, and its preview URL when `shownUrl` is one. */
      discard(key: string, shownUrl: string | undefined): void {
        if (shownUrl !== undefined && previews.current.has(shownUrl)) {
          URL.revokeObjectURL(shownUrl);
          previews.current.delete(shownUrl);
        }
        files.current.delete(key);
        uploaded.current.delete(key);
      },
    }),
    [],
  );
}

export type PendingFiles = ReturnType<typeof usePendingFiles>;
