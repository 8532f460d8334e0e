import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { linkWebManifest } from '@/lib/web-manifest';

const root = path.resolve(__dirname, '../../..');
const publicDir = path.join(root, 'public');
const manifest = JSON.parse(readFileSync(path.join(publicDir, 'manifest.webmanifest'), 'utf8')) as {
  name?: string;
  short_name?: string;
  start_url?: string;
  scope?: string;
  display?: string;
  theme_color?: string;
  background_color?: string;
  icons?: { src: string; sizes: string; type: string; purpose?: string }[];
};

/** Width and height from a PNG's IHDR chunk; throws when the file is not a PNG. */
function pngSize(file: string): { width: number; height: number } {
  const bytes = readFileSync(file);
  const signature = bytes.subarray(0, 8).toString('hex');
  if (signature !== '89504e470d0a1a0a' || bytes.subarray(12, 16).toString('ascii') !== 'IHDR') {
    throw new Error(`${file} is not a PNG`);
  }
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

const iconFile = (src: string) => path.join(publicDir, src.replace(/^\//, ''));

describe('web app manifest (installable portal)', () => {
  it('names the app and opens standalone on the member home', () => {
    expect(manifest.name).toBe('Member Portal');
    expect(manifest.short_name).toBeTruthy();
    expect(manifest.display).toBe('standalone');
    expect(manifest.start_url).toBe('/user/home');
    expect(manifest.scope).toBe('/');
    expect(manifest.start_url?.startsWith(manifest.scope ?? '#')).toBe(true);
    expect(manifest.theme_color).toBe('#0b3d2e');
    expect(manifest.background_color).toMatch(/^#[0-9a-f]{6}$/i);
  });

  it('has 192 and 512 px PNG icons, both plain and maskable', () => {
    const icons = manifest.icons ?? [];
    for (const purpose of ['any', 'maskable']) {
      const sizes = icons
        .filter((icon) => (icon.purpose ?? 'any').split(' ').includes(purpose))
        .map((icon) => icon.sizes);
      expect(sizes, purpose).toEqual(expect.arrayContaining(['192x192', '512x512']));
    }
    expect(icons.every((icon) => icon.type === 'image/png')).toBe(true);
  });

  it('points at icon files that exist with the pixel size the manifest claims', () => {
    const icons = manifest.icons ?? [];
    expect(icons.length).toBeGreaterThanOrEqual(4);
    for (const icon of icons) {
      const file = iconFile(icon.src);
      expect(existsSync(file), icon.src).toBe(true);
      const [width, height] = icon.sizes.split('x').map(Number);
      expect(pngSize(file), icon.src).toEqual({ width, height });
    }
  });

  it('is linked by the app once, after the first page, not by index.html; the apple-touch-icon exists', () => {
    const html = readFileSync(path.join(root, 'index.html'), 'utf8');
    expect(html).not.toContain('rel="manifest"');
    linkWebManifest();
    linkWebManifest();
    const links = [...document.head.querySelectorAll('link[rel="manifest"]')];
    // The document outlives this file (isolate: false): the next file's head is as it found it.
    links.forEach((link) => link.remove());
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/manifest.webmanifest']);
    expect(existsSync(path.join(publicDir, 'manifest.webmanifest'))).toBe(true);
    const touch = /<link rel="apple-touch-icon" href="([^"]+)"/.exec(html)?.[1];
    expect(touch).toBeDefined();
    expect(pngSize(iconFile(touch!))).toEqual({ width: 180, height: 180 });
  });
});
