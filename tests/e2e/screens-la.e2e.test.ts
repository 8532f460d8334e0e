/** Every screen state in la, on the Thai build as the baht member and the Laos build as the kip member (./screen-walk.ts). */
import { describe, it } from 'vitest';
import { BAHT_MEMBER, KIP_MEMBER, walkScreens } from './screen-walk';
import { laosBuildAvailable, setupApp } from './support';

describe('every screen in la: accessible, within the phone, in one currency', () => {
  describe('the Thai build, the baht member', () => {
    const app = setupApp();
    it('at 390 px', () => walkScreens(app, 'la', BAHT_MEMBER, 390), 240_000);
  });

  describe.skipIf(!laosBuildAvailable())('the Laos build, the kip member', () => {
    const app = setupApp({ build: 'laos' });
    it('at 320 px', () => walkScreens(app, 'la', KIP_MEMBER, 320), 240_000);
  });
});
