import { describe, expect, it } from 'vitest';
import { checkFile, checkText, extensionOf } from '@/features/chat/validation';

const MB = 1024 * 1024;

describe('chat text validation', () => {
  it.each([
    ['a'.repeat(2000), true],
    ['a'.repeat(2001), false],
    [`  ${'a'.repeat(2000)}  `, true],
    ['ก'.repeat(2000), true],
    ['😀'.repeat(2000), true],
    ['😀'.repeat(2001), false],
  ])('length boundary %#', (text, ok) => {
    expect(checkText(text).ok).toBe(ok);
  });

  it('trims, and refuses empty or blank text', () => {
    expect(checkText('  hi there \n')).toEqual({ ok: true, text: 'hi there' });
    expect(checkText('')).toEqual({ ok: false, error: 'empty' });
    expect(checkText(' \n\t ')).toEqual({ ok: false, error: 'empty' });
    expect(checkText('a'.repeat(2001))).toEqual({ ok: false, error: 'tooLong' });
  });
});

describe('chat file validation', () => {
  it.each([
    ['photo.png', 10 * MB, { ok: true, kind: 'image' }],
    ['photo.png', 10 * MB + 1, { ok: false, error: 'tooLarge', maxMb: 10 }],
    ['photo.JPG', 1, { ok: true, kind: 'image' }],
    ['photo.Jpeg', 1, { ok: true, kind: 'image' }],
    ['anim.GIF', 1, { ok: true, kind: 'image' }],
    ['clip.mp4', 20 * MB, { ok: true, kind: 'video' }],
    ['clip.mp4', 20 * MB + 1, { ok: false, error: 'tooLarge', maxMb: 20 }],
    ['clip.MOV', 15 * MB, { ok: true, kind: 'video' }],
    ['clip.mov', 10 * MB + 1, { ok: true, kind: 'video' }],
    ['noextension', 10, { ok: false, error: 'notSupported' }],
    ['trailingdot.', 10, { ok: false, error: 'notSupported' }],
    ['.png', 10, { ok: false, error: 'notSupported' }],
    ['doc.pdf', 10, { ok: false, error: 'notSupported' }],
    ['clip.webm', 10, { ok: false, error: 'notSupported' }],
    ['image.png.exe', 10, { ok: false, error: 'notSupported' }],
  ])('%s of %i bytes', (name, size, expected) => {
    expect(checkFile({ name, size })).toEqual(expected);
  });

  it('a name with no extension, a trailing dot or only a leading dot has no extension', () => {
    expect(extensionOf('photo.')).toBeNull();
    expect(extensionOf('.png')).toBeNull();
    expect(extensionOf('photo')).toBeNull();
    expect(extensionOf('dir.v2/Photo.JPG')).toBe('jpg');
  });
});
