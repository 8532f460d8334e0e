/**
 * Each test file that drives the members' build (dist-nomock/, or a members' build behind nginx) gets its own
 * standalone mock server on a free port, so files that reset its database, set its faults or read its reports run
 * beside each other. dist-nomock/ has its API address baked in (VITE_API_BASE_URL, .ci/run): the file's browser
 * maps that host and port to its own server (Chromium's --host-resolver-rules), so the page still requests the
 * address it was built with (its Content-Security-Policy names it) and the answer comes from this file's server.
 */
import { afterAll, beforeAll, inject } from 'vitest';
import './provided';
import { freePort, startMockApi, stopPreview, type PreviewServer } from './servers';

let server: Promise<PreviewServer> | undefined;
let url = '';
let users = 0;

/** Starts the file's mock server before its tests (once per file, however many suites ask) and stops it after. */
export function ownMockServer(): void {
  beforeAll(async () => {
    users += 1;
    server ??= freePort().then(startMockApi);
    url = (await server).url;
  }, 60_000);
  afterAll(async () => {
    users -= 1;
    if (users > 0 || !server) return;
    const running = server;
    server = undefined;
    url = '';
    await stopPreview(await running);
  });
}

/** The file's own mock server (its /api and /__mock/* routes), for calls from the test itself. */
export function mockApiUrl(): string {
  if (!url) throw new Error('e2e: no mock server of this file; setupApp({ build: "server" }) starts one');
  return url;
}

/** The browser flag that sends the build's baked-in API address to this file's server (none without one). */
export function ownServerArgs(): string[] {
  const built = inject('e2eMockApiUrl');
  if (!url || !built) return [];
  return [`--host-resolver-rules=MAP ${new URL(built).host} ${new URL(url).host}`];
}
