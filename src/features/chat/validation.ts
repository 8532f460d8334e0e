/** What the member may send (spec section 5): text up to 2000 characters, images and videos by type and size. */
import { MAX_FILE_BYTES } from '@/rules/uploads';
import { CHAT } from './constants';

export type TextCheck = { ok: true; text: string } | { ok: false; error: 'empty' | 'tooLong' };

/** Trimmed, non-empty, at most 2000 characters (code points, so Thai and emoji count once). */
export function checkText(raw: string): TextCheck {
  const text = raw.trim();
  if (!text) return { ok: false, error: 'empty' };
  if ([...text].length > CHAT.maxChars) return { ok: false, error: 'tooLong' };
  return { ok: true, text };
}

export const IMAGE_EXTENSIONS = ['png', 'jpeg', 'jpg', 'gif'] as const;
export const VIDEO_EXTENSIONS = ['mov', 'mp4'] as const;
export const ACCEPT_ATTRIBUTE = [...VIDEO_EXTENSIONS, ...IMAGE_EXTENSIONS].map((e) => `.${e}`).join(',');

export type FileCheck =
  | { ok: true; kind: 'image' | 'video' }
  | { ok: false; error: 'notSupported' }
  | { ok: false; error: 'tooLarge'; maxMb: number };

export function extensionOf(name: string): string | null {
  const base = name.split(/[\\/]/).pop() ?? '';
  const dot = base.lastIndexOf('.');
  if (dot <= 0 || dot === base.length - 1) return null;
  return base.slice(dot + 1).toLowerCase();
}

/** mov, mp4, png, jpeg, jpg, gif only (any case); images up to 10 MB, videos up to 20 MB. */
export function checkFile(file: { name: string; size: number }): FileCheck {
  const ext = extensionOf(file.name);
  if (!ext) return { ok: false, error: 'notSupported' };
  const kind = (IMAGE_EXTENSIONS as readonly string[]).includes(ext)
    ? 'image'
    : (VIDEO_EXTENSIONS as readonly string[]).includes(ext)
      ? 'video'
      : null;
  if (!kind) return { ok: false, error: 'notSupported' };
  const maxBytes = kind === 'image' ? MAX_FILE_BYTES.chatImage : MAX_FILE_BYTES.chatVideo;
  if (file.size > maxBytes)
    return { ok: false, error: 'tooLarge', maxMb: kind === 'image' ? CHAT.imageMaxMb : CHAT.videoMaxMb };
  return { ok: true, kind };
}
