/** The accessibility sweep in la: every route and modal on a 390x844 phone (./a11y-walk.ts). */
import { describe, it } from 'vitest';
import { sweepLanguage } from './a11y-walk';
import { setupApp } from './support';

const app = setupApp();

describe('accessibility sweep at 390x844', () => {
  it('every route and modal in la', () => sweepLanguage(app, 'la'), 180_000);
});
