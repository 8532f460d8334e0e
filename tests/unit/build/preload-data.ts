import type { PreloadData } from '../../../build/preload-script';

/** A small build's data for the head script (build/preload-script.ts). */
export const PRELOAD_DATA: PreloadData = {
  base: '/b/',
  app: ['app.js'],
  routes: { '/login': ['login.js'], '/user/home': ['shell.js', 'home.css'] },
  locales: { th: ['th-start.js'], la: ['la-start.js'] },
  more: { th: ['th-rest.js'], la: ['la-rest.js'] },
  fallback: 'th',
  keys: { token: 'token', locale: 'locale' },
  member: '/user',
  landing: '/user/home',
  login: '/login',
  entry: 'assets/entry.js',
  startKey: '__start',
};
