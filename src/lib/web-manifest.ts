/** The web manifest's address (public/manifest.webmanifest, stamped per build by vite-plugins/web-manifest.ts). */
const WEB_MANIFEST_HREF = '/manifest.webmanifest';

/**
 * Links the web manifest, once: it is read when the member adds the portal to the home screen, never by the first
 * page. Linked from index.html, Chromium fetched it and its icon with the page's own files, two of the six
 * connections a slow line gives them (docs/first-load.md).
 */
export function linkWebManifest(): void {
  if (document.querySelector('link[rel="manifest"]')) return;
  const link = document.createElement('link');
  link.rel = 'manifest';
  link.href = WEB_MANIFEST_HREF;
  document.head.appendChild(link);
}
