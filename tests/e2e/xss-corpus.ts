/**
 * Classic XSS payloads for the e2e XSS suite (issue 10, item 5). Each payload, if it ever runs,
 * records its id in `top.__xss` (or, from an opaque-origin frame, posts the id to the top window,
 * which the test records into `__xss` too). Each payload is preceded by a harmless marker
 * `<b>SAFE-<id></b>` that must still show after sanitising.
 */
import type { Page } from 'playwright-core';

/** The script a payload runs: marks `id` as executed in the top window. No quotes, no spaces. */
export function run(id: number): string {
  return `try{top.__xss=(top.__xss||[]).concat(${id})}catch(e){top.postMessage(${id},{targetOrigin:String.fromCharCode(42)})}`;
}

const b64 = (text: string) => Buffer.from(text, 'utf8').toString('base64');
/** Every character as a decimal HTML entity (the browser decodes it inside attribute values). */
const entities = (text: string) => [...text].map((c) => `&#${c.codePointAt(0)};`).join('');

export interface Payload {
  id: number;
  what: string;
  html: string;
}

const list: [string, (js: string, id: number) => string][] = [
  ['script tag', (js) => `<script>${js}</script>`],
  ['script with data: src', (js) => `<script src="data:text/javascript,${js}"></script>`],
  ['img onerror', (js) => `<img src=x onerror="${js}">`],
  ['<image> parsed as img, onerror', (js) => `<image src=x onerror="${js}">`],
  ['svg onload', (js) => `<svg onload="${js}"></svg>`],
  ['script inside svg', (js) => `<svg><script>${js}</script></svg>`],
  ['svg animate onbegin', (js) => `<svg><animate onbegin="${js}" attributeName=x dur=1s></animate></svg>`],
  [
    'svg a xlink:href javascript:',
    (js) => `<svg><a xlink:href="javascript:${js}"><text x=20 y=20>svg-link</text></a></svg>`,
  ],
  ['svg foreignObject img onerror', (js) => `<svg><foreignObject><img src=x onerror="${js}"></foreignObject></svg>`],
  ['svg set onmouseover', (js) => `<svg><set attributeName=onmouseover to="${js}"></set></svg>`],
  ['body onload', (js) => `<body onload="${js}">`],
  ['details open ontoggle', (js) => `<details open ontoggle="${js}"><summary>details</summary></details>`],
  ['video source onerror', (js) => `<video><source onerror="${js}"></video>`],
  ['video onerror', (js) => `<video src=x onerror="${js}"></video>`],
  ['audio onerror', (js) => `<audio src=x onerror="${js}"></audio>`],
  ['input autofocus onfocus', (js) => `<input autofocus onfocus="${js}">`],
  ['marquee onstart', (js) => `<marquee onstart="${js}">marquee</marquee>`],
  ['custom element on* handler', (js) => `<x-widget onclick="${js}" onmouseover="${js}">custom</x-widget>`],
  ['a href javascript:', (js) => `<a href="javascript:${js}">link</a>`],
  ['a href mixed-case JaVaScRiPt:', (js) => `<a href="JaVaScRiPt:${js}">link</a>`],
  ['a href entity-encoded javascript:', (js) => `<a href="&#106;&#97;&#118;&#97;script:${js}">entity-link</a>`],
  ['a href javascript: with tab and leading spaces', (js) => `<a href="  java&#x09;script:${js}">tab-link</a>`],
  ['a href data:text/html', (js) => `<a href="data:text/html;base64,${b64(`<script>${js}</script>`)}">data-link</a>`],
  ['a href vbscript:', () => `<a href="vbscript:msgbox(1)">vb-link</a>`],
  ['iframe src javascript:', (js) => `<iframe src="javascript:${js}"></iframe>`],
  ['iframe srcdoc', (js) => `<iframe srcdoc="<script>${js}</script>"></iframe>`],
  ['iframe data: src', (js) => `<iframe src="data:text/html,<script>${js}</script>"></iframe>`],
  ['iframe onload', (js) => `<iframe src="about:blank" onload="${js}"></iframe>`],
  ['object data javascript:', (js) => `<object data="javascript:${js}"></object>`],
  [
    'object data data:text/html',
    (js) => `<object data="data:text/html;base64,${b64(`<script>${js}</script>`)}"></object>`,
  ],
  ['embed data: src', (js) => `<embed src="data:text/html;base64,${b64(`<script>${js}</script>`)}">`],
  ['form action javascript:', (js) => `<form action="javascript:${js}"><button type=submit>form-go</button></form>`],
  ['button formaction javascript:', (js) => `<button formaction="javascript:${js}">formaction</button>`],
  ['math xlink:href javascript:', (js) => `<math><mi xlink:href="javascript:${js}">math-link</mi></math>`],
  [
    'math maction + img onerror',
    (js) => `<math><maction actiontype=statusline><mtext><img src=x onerror="${js}"></mtext></maction></math>`,
  ],
  ['style @import javascript:', (js) => `<style>@import 'javascript:${js}';</style>`],
  ['style attribute url(javascript:)', (js) => `<div style="background-image:url(javascript:${js})">style-url</div>`],
  ['style attribute expression()', (js) => `<div style="width:expression(${js})">style-expression</div>`],
  [
    'link stylesheet data:',
    (js) => `<link rel=stylesheet href="data:text/css,body{background:url(javascript:${js})}">`,
  ],
  ['meta refresh javascript:', (js) => `<meta http-equiv="refresh" content="0;url=javascript:${js}">`],
  ['base href javascript:', (js) => `<base href="javascript:${js}//"><a href="/relative">base-link</a>`],
  ['template content', (js) => `<template><img src=x onerror="${js}"></template>`],
  ['noscript mutation XSS', (js) => `<noscript><p title="</noscript><img src=x onerror=${js}>"></p></noscript>`],
  [
    'textarea/title break-out',
    (js) => `<title><img src=x onerror="${js}"></title><textarea><img src=x onerror="${js}"></textarea>`,
  ],
  ['DOM clobbering: img name', () => `<img name="__xss" src="/favicon.svg" alt="">`],
  ['DOM clobbering: a id', () => `<a id="__xss" href="#x">clobber</a>`],
  [
    'DOM clobbering: form name / document.cookie',
    () => `<form name="cookie"><input name="__xss"></form><img name="getElementById" alt="">`,
  ],
  ['entity-encoded handler body', (js) => `<img src=x onerror="${entities(js)}">`],
  ['escaped script text', (js) => `&lt;script&gt;${js}&lt;/script&gt;`],
  [
    'svg use data: href',
    (js) =>
      `<svg><use href="data:image/svg+xml;base64,${b64(`<svg id="x" xmlns="http://www.w3.org/2000/svg"><image href="x" onerror="${js}"/></svg>`)}#x"></use></svg>`,
  ],
  ['img srcset + onload', (js) => `<img srcset="data:image/gif;base64,R0lGODlhAQABAAAAACw=" onload="${js}">`],
  [
    'namespace confusion (form/math/mglyph/style)',
    (js) => `<form><math><mtext></form><form><mglyph><style></math><img src onerror="${js}">`,
  ],
];

export const PAYLOADS: Payload[] = list.map(([what, make], index) => {
  const id = index + 1;
  return { id, what, html: make(run(id), id) };
});

export const marker = (id: number) => `SAFE-${id}`;

/** All payloads in one snippet, each preceded by its marker; the unbalanced ones come last. */
export const SNIPPET = PAYLOADS.map(({ id, html }) => `<b>${marker(id)}</b>${html}`).join('\n');

/** URLs that must never load or open from a banner image, chat button, chat media or card image. */
export const BAD_URLS: { id: number; url: string }[] = [
  { id: 101, url: `javascript:${run(101)}` },
  { id: 102, url: ` JaVaScRiPt:${run(102)}` },
  { id: 103, url: `data:text/html;base64,${b64(`<script>${run(103)}</script>`)}` },
  {
    id: 104,
    url: `data:image/svg+xml;base64,${b64(`<svg xmlns="http://www.w3.org/2000/svg" onload="${run(104)}"/>`)}`,
  },
  { id: 105, url: `vbscript:msgbox(105)` },
  { id: 106, url: `java&#x09;script:${run(106)}` },
];

/** True when a URL in an attribute of the rendered page could run script or load a document. */
export const DANGEROUS_URL =
  /^\s*(?:j\s*a\s*v\s*a\s*s\s*c\s*r\s*i\s*p\s*t|vbscript|data:(?!image\/(?:png|jpe?g|gif|webp)[;,]))/i;

declare global {
  interface Window {
    __xss?: unknown;
    __dialogs?: string[];
  }
}

/** What the page says about the corpus: executed ids, markers per SafeHtml root, unsafe leftovers. */
interface Scan {
  flag: unknown;
  clobbered: boolean;
  /** For each element holding markers directly: the marker ids it shows (visible text). */
  containers: number[][];
  /** Elements or attributes that should never survive sanitising/rendering. */
  unsafe: string[];
}

export async function scan(page: Page): Promise<Scan> {
  return page.evaluate(() => {
    const unsafe: string[] = [];
    const NAV_ATTRS = ['href', 'xlink:href', 'action', 'formaction', 'data', 'poster', 'background'];
    // URL parsers ignore control characters and spaces: "java\tscript:" is still javascript:
    const compact = (value: string) =>
      [...value]
        .filter((c) => c.charCodeAt(0) > 0x20)
        .join('')
        .toLowerCase();
    for (const element of Array.from(document.body.querySelectorAll('*'))) {
      const tag = element.tagName.toLowerCase();
      if (
        [
          'script',
          'iframe',
          'frame',
          'object',
          'embed',
          'base',
          'meta',
          'link',
          'style',
          'template',
          'noscript',
          'math',
        ].includes(tag)
      ) {
        // the app's own body holds none of these; only a sanitiser miss can add one
        unsafe.push(`<${tag}>`);
      }
      for (const attr of Array.from(element.attributes)) {
        const name = attr.name.toLowerCase();
        const value = compact(attr.value);
        if (name.startsWith('on')) unsafe.push(`${tag}[${name}]`);
        if (name === 'srcdoc' || name === 'srcset') unsafe.push(`${tag}[${name}]`);
        if (/^(javascript|vbscript):/.test(value)) unsafe.push(`${tag}[${name}=${value.slice(0, 30)}]`);
        if (NAV_ATTRS.includes(name) && value.startsWith('data:')) unsafe.push(`${tag}[${name}=${value.slice(0, 30)}]`);
        if (name === 'src' && value.startsWith('data:') && !/^data:(image|video)\//.test(value))
          unsafe.push(`${tag}[src=${value.slice(0, 30)}]`);
        if (name === 'style' && /expression|javascript|url\(/.test(value))
          unsafe.push(`${tag}[style=${value.slice(0, 30)}]`);
      }
    }
    const holders = new Map<Element, number[]>();
    for (const b of Array.from(document.querySelectorAll('b'))) {
      const match = /^SAFE-(\d+)$/.exec(b.textContent ?? '');
      if (!match || !b.parentElement || b.getClientRects().length === 0) continue;
      const ids = holders.get(b.parentElement) ?? [];
      ids.push(Number(match[1]));
      holders.set(b.parentElement, ids);
    }
    const clobbered = Object.prototype.hasOwnProperty.call(window, '__xss') && window.__xss instanceof Element;
    return { flag: window.__xss ?? null, clobbered, containers: [...holders.values()], unsafe };
  });
}
