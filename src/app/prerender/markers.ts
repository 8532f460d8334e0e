/** Set on #root to the language of the login page index.html shows, prerendered by the build. */
export const PRERENDERED_ATTRIBUTE = 'data-prerendered';
/** Marks the prerendered form's submit button, disabled until the app takes the page over. */
export const WAITING_ATTRIBUTE = 'data-until-app';
/** The window property where index.html's start of the app waits on /login (build/preload-script.ts). */
export const START_KEY = '__startApp';
