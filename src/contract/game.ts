import * as v from 'valibot';
import { endpoint } from './endpoint';

// Spec section 7 "Game launch": the autoLogin games answer a link (section 3 "Autologin response").

export const game = {
  /** The password segment only for the games whose site checks it. */
  autoLogin: endpoint('GET', '/api/autoLogin/:game/:username/:password?', v.object({ link: v.string() })),
};

export type AutoLoginAnswer = v.InferOutput<typeof game.autoLogin.response>;
