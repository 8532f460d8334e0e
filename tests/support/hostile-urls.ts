/**
 * Hostile URLs: what a compromised or careless backend could put into any URL field (a
 * game's web or app link, the autoLogin answer, chat links, buttons and media, banner and logo images,
 * slip links, the LINE link, hrefs in server HTML). Every gate of src/rules/url.ts must refuse every
 * one of them, and no sink may follow or load one. Plain strings (no Node APIs), so the e2e suite can
 * send them through a browser as well. `run(id)` bodies are left out: a payload that runs is already
 * a failure, whatever it does; `alert(1)` keeps them readable.
 */
export interface HostileUrl {
  /** What the payload tries, for test names and reports. */
  what: string;
  url: string;
}

/** Over the gate's 2048-character limit, otherwise a fine https URL. */
export const OVERLONG_URL = `https://games.example/${'a'.repeat(2100)}`;

const SCRIPT_HTML = '<script>alert(1)</script>';
const base64 = (text: string) => btoa(text);

export const HOSTILE_URLS: readonly HostileUrl[] = [
  // script schemes
  { what: 'javascript:', url: 'javascript:alert(1)' },
  { what: 'javascript: mixed case', url: 'JaVaScRiPt:alert(1)' },
  { what: 'javascript: with leading spaces', url: '   javascript:alert(1)' },
  { what: 'javascript: with a tab inside', url: 'java\tscript:alert(1)' },
  { what: 'javascript: with a newline inside', url: 'java\nscript:alert(1)' },
  { what: 'javascript: with a carriage return inside', url: 'java\rscript:alert(1)' },
  { what: 'javascript: after a NUL', url: '\u0000javascript:alert(1)' },
  { what: 'javascript: after a control character', url: '\u0001javascript:alert(1)' },
  { what: 'javascript: after a zero-width space', url: '\u200bjavascript:alert(1)' },
  { what: 'javascript: with a soft hyphen', url: 'java\u00adscript:alert(1)' },
  { what: 'javascript:// comment trick', url: 'javascript://games.example/%0Aalert(1)' },
  { what: 'vbscript:', url: 'vbscript:msgbox(1)' },
  { what: 'vbscript: upper case', url: 'VBSCRIPT:msgbox(1)' },
  // data: documents and scripts
  { what: 'data:text/html', url: `data:text/html,${SCRIPT_HTML}` },
  { what: 'data:text/html base64', url: `data:text/html;base64,${base64(SCRIPT_HTML)}` },
  { what: 'DATA:TEXT/HTML upper case', url: `DATA:TEXT/HTML,${SCRIPT_HTML}` },
  { what: 'data: with a space before the type', url: `data: text/html,${SCRIPT_HTML}` },
  { what: 'data:application/xhtml+xml', url: `data:application/xhtml+xml,${SCRIPT_HTML}` },
  { what: 'data:text/javascript', url: 'data:text/javascript,alert(1)' },
  { what: 'data: without a type', url: 'data:,alert(1)' },
  // other hosts disguised as paths
  { what: 'protocol-relative //host', url: '//evil.example/x' },
  { what: 'triple slash ///host', url: '///evil.example/x' },
  { what: 'slash-backslash /\\host', url: '/\\evil.example/x' },
  { what: 'double backslash \\\\host', url: '\\\\evil.example/x' },
  { what: 'https:/\\host', url: 'https:/\\evil.example/x' },
  { what: 'https:\\\\host', url: 'https:\\\\evil.example/x' },
  { what: 'https:///host', url: 'https:///evil.example/x' },
  { what: 'https:host without slashes', url: 'https:evil.example/x' },
  { what: 'credentials disguising the host', url: 'https://portal.example@evil.example/x' },
  { what: 'backslash before @ (parsers disagree on the host)', url: 'https://games.example\\@evil.example/x' },
  // entity-encoded (what the HTML parser decodes in attributes)
  { what: 'entity-encoded javascript: (decimal)', url: '&#106;&#97;&#118;&#97;script:alert(1)' },
  { what: 'entity-encoded javascript: (hex)', url: '&#x6A;avascript:alert(1)' },
  { what: 'entity-encoded javascript: (no semicolons)', url: '&#106&#97vascript:alert(1)' },
  { what: 'javascript&colon;', url: 'javascript&colon;alert(1)' },
  { what: 'java&Tab;script:', url: 'java&Tab;script:alert(1)' },
  { what: 'entity-encoded //host', url: '&#47;&#47;evil.example/x' },
  { what: 'path hiding /&#47;host', url: '/&#47;evil.example/x' },
  { what: 'path hiding /&sol;host', url: '/&sol;evil.example/x' },
  { what: 'path hiding /&bsol;host', url: '/&bsol;evil.example/x' },
  // percent-encoded
  { what: 'percent-encoded javascript:', url: '%6A%61%76%61%73%63%72%69%70%74:alert(1)' },
  { what: 'javascript%3A', url: 'javascript%3Aalert(1)' },
  { what: 'percent-encoded //host', url: '%2F%2Fevil.example/x' },
  { what: 'path hiding /%2Fhost', url: '/%2Fevil.example/x' },
  { what: 'path hiding /%5Chost', url: '/%5Cevil.example/x' },
  { what: 'double-encoded /%252Fhost', url: '/%252Fevil.example/x' },
  { what: 'entity then percent /&#37;2Fhost', url: '/&#37;2Fevil.example/x' },
  // other schemes and oddities
  { what: 'file:', url: 'file:///etc/passwd' },
  { what: 'ftp:', url: 'ftp://evil.example/x' },
  { what: 'intent:', url: 'intent://scan/#Intent;scheme=zxing;S.browser_fallback_url=javascript:alert(1);end' },
  { what: 'blob: of another scheme', url: 'blob:javascript:alert(1)' },
  { what: 'relative without a slash', url: 'evil.html' },
  { what: 'over-long URL', url: OVERLONG_URL },
  { what: 'empty', url: '' },
  { what: 'only spaces', url: '   ' },
];
