/** Set on #root to the language of the login page index.html shows, prerendered by the build. */
export const PRERENDERED_ATTRIBUTE = 'data-prerendered';
/** Marks the prerendered form's submit button, disabled until the app takes the page over. */
export const WAITING_ATTRIBUTE = 'data-until-app';
/** Id of each language's prerendered /login <template> in index.html: this prefix and the language. */
export const TEMPLATE_PREFIX = 'prerender-';
/** The window property where, on /login, the head start leaves the app's start for the prerendered page's script. */
export const START_KEY = '__startApp';

/** What the head start leaves under START_KEY. */
export interface WaitingStart {
  /** Starts the app; a second call does nothing. */
  start: () => void;
  locale: string;
}
