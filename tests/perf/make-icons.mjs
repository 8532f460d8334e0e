#!/usr/bin/env node
// Renders the home-screen icons of public/manifest.webmanifest from the favicon's design with Chromium:
//   node tests/perf/make-icons.mjs      (CHROME_PATH or /usr/bin/chromium)
// "any" icons keep the favicon's rounded square; maskable ones fill the square and keep the mark inside
// the central safe zone (a circle of 80% of the size) so launchers can crop them to any shape.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';

const out = path.join(import.meta.dirname, '../../public/icons');
const MARK = 'M9 22V10h7a4 4 0 0 1 0 8h-4v4z'; // the favicon's "P", drawn in a 32x32 box
const BG = '#0b3d2e';
const FG = '#f5c542';

const any = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="8" fill="${BG}"/><path d="${MARK}" fill="${FG}"/></svg>`;
// Mark scaled to 60% around the centre: comfortably inside the 80% safe circle.
const maskable = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" fill="${BG}"/><g transform="translate(16 16) scale(0.75) translate(-16 -16)"><path d="${MARK}" fill="${FG}"/></g></svg>`;

const icons = [
  { file: 'icon-192.png', size: 192, svg: any },
  { file: 'icon-512.png', size: 512, svg: any },
  { file: 'icon-maskable-192.png', size: 192, svg: maskable },
  { file: 'icon-maskable-512.png', size: 512, svg: maskable },
  // iOS ignores the manifest icons and rounds the corners itself: a full square.
  { file: 'apple-touch-icon.png', size: 180, svg: maskable },
];

mkdirSync(out, { recursive: true });
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
  args: ['--no-sandbox'],
});
const page = await browser.newPage({ deviceScaleFactor: 1 });
for (const { file, size, svg } of icons) {
  await page.setViewportSize({ width: size, height: size });
  await page.setContent(
    `<html><body style="margin:0;background:transparent">${svg.replace('<svg ', `<svg width="${size}" height="${size}" `)}</body></html>`,
  );
  await page.screenshot({
    path: path.join(out, file),
    omitBackground: true,
    clip: { x: 0, y: 0, width: size, height: size },
  });
  console.log(`public/icons/${file} ${size}x${size}`);
}
await browser.close();
