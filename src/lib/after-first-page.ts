/**
 * Runs `tasks` `delayMs` after the page has loaded, once the main thread is idle: for work the first page does not
 * need (a prefetch, the service worker's precache), so it never competes with that page's own requests. A list runs
 * one task per idle moment, in order: run together, home's prefetches held the main thread 20-50 ms in one task
 * (80-200 ms at 4x CPU), and a tap in that moment waited for all of them. Returns a cancel function (for the tasks
 * not run).
 */
export function afterFirstPage(tasks: (() => void) | readonly (() => void)[], delayMs: number): () => void {
  const queue = typeof tasks === 'function' ? [tasks] : [...tasks];
  let timer: ReturnType<typeof setTimeout> | undefined;
  let idle: number | undefined;
  const runNext = () => {
    const task = queue.shift();
    try {
      task?.();
    } finally {
      if (queue.length > 0) whenIdle();
    }
  };
  const whenIdle = () => {
    if (typeof window.requestIdleCallback === 'function') idle = window.requestIdleCallback(runNext, { timeout: 3000 });
    else timer = setTimeout(runNext, 0);
  };
  const later = () => {
    timer = setTimeout(whenIdle, delayMs);
  };
  if (document.readyState === 'complete') later();
  else window.addEventListener('load', later, { once: true });
  return () => {
    queue.length = 0;
    window.removeEventListener('load', later);
    clearTimeout(timer);
    if (idle !== undefined) window.cancelIdleCallback(idle);
  };
}
