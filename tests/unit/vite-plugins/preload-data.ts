import type { BuildFiles } from '@/app/first-load/head-start';

/** A small build's files for the head start (src/app/first-load/head-start.ts). */
export const PRELOAD_DATA: BuildFiles = {
  base: '/b/',
  app: ['app.js'],
  layer: ['layer.js'],
  routes: { '/login': ['login.js'], '/user/home': ['shell.js', 'home.css'] },
  locales: { th: ['th-start.js'], la: ['la-start.js'] },
  all: { th: ['th-all.js'], la: ['la-all.js'] },
  fallback: 'th',
  entry: 'assets/entry.js',
};
