/** Every screen state in th, on the Thai build as the baht member and the Laos build as the kip member (./screen-walk.ts). */
import { describe, it } from 'vitest';
import { BAHT_MEMBER, KIP_MEMBER, walkScreens } from './screen-walk';
import { laosBuildAvailable, setupApp } from './support';

describe('every screen in th: accessible, within the phone, in one currency', () => {
  describe('the Thai build, the baht member', () => {
    const app = setupApp();
    it('at 320 px', () => walkScreens(app, 'th', BAHT_MEMBER, 320), 240_000);
  });

  describe.skipIf(!laosBuildAvailable())('the Laos build, the kip member', () => {
    const app = setupApp({ build: 'laos' });
    it('at 360 px', () => walkScreens(app, 'th', KIP_MEMBER, 360), 240_000);
  });
});
