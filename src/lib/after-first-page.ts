/**
 * Runs `task` `delayMs` after the page has loaded, once the main thread is idle: for work the first page does
 * not need (a prefetch, the service worker's precache), so it never competes with that page's own requests.
 * Returns a cancel function.
 */
export function afterFirstPage(task: () => void, delayMs: number): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let idle: number | undefined;
  const whenIdle = () => {
    if (typeof window.requestIdleCallback === 'function') idle = window.requestIdleCallback(task, { timeout: 3000 });
    else timer = setTimeout(task, 0);
  };
  const later = () => {
    timer = setTimeout(whenIdle, delayMs);
  };
  if (document.readyState === 'complete') later();
  else window.addEventListener('load', later, { once: true });
  return () => {
    window.removeEventListener('load', later);
    clearTimeout(timer);
    if (idle !== undefined) window.cancelIdleCallback(idle);
  };
}
