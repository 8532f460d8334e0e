import {
  measureElement,
  observeElementRect,
  useVirtualizer,
  type Rect,
  type Virtualizer,
} from '@tanstack/react-virtual';
import { CHAT } from '../constants';
import type { ChatItem } from '../types';

/** Space above the first and below the last row (the list itself has no vertical padding). */
export const EDGE_PX = 8;
/** Height of the "Show earlier messages" row above the messages while older ones can be loaded. */
export const OLDER_PX = 44;
/** A row before it is measured: a one-line bubble and its time. */
const ESTIMATE_PX = 72;
/**
 * Rows kept beyond each edge of the view: a history page. The page just loaded above the view is in the DOM
 * with the oldest message, so a scroll to the top shows rows already laid out while the next page loads.
 */
const OVERSCAN = CHAT.historyPage;
/** A list that is not laid out (its panel hidden, or a test DOM without layout) is given a phone's height. */
const UNLAID_RECT: Rect = { width: 360, height: 480 };

type HistoryVirtualizer = Virtualizer<HTMLDivElement, HTMLLIElement>;

const observeLaidOutRect = (instance: HistoryVirtualizer, cb: (rect: Rect) => void) =>
  observeElementRect(instance, (rect) => cb(rect.height > 0 ? rect : UNLAID_RECT));

/**
 * A row's size as the ResizeObserver reports it, after the browser's own layout. Never read from the DOM while
 * rendering (a page of new rows would each force a layout in one task): until observed, a row has its last
 * size or the estimate. A size of 0 is a row not laid out (its panel hidden): it keeps its last size.
 */
function measureRow(
  element: HTMLLIElement,
  entry: ResizeObserverEntry | undefined,
  instance: HistoryVirtualizer,
): number {
  const size = entry ? measureElement(element, entry, instance) : 0;
  if (size > 0) return size;
  const key = instance.options.getItemKey(instance.indexFromElement(element));
  return instance.itemSizeCache.get(key) ?? ESTIMATE_PX;
}

/** Instant writes only (the list never animates its scroll); a plain scrollTop write works everywhere. */
function writeScrollTop(offset: number, { adjustments = 0 }: { adjustments?: number }, instance: HistoryVirtualizer) {
  const element = instance.scrollElement;
  if (element) element.scrollTop = offset + adjustments;
}

/**
 * The history's virtualiser: rows measured by a ResizeObserver, positions written straight to the DOM
 * (directDomUpdates: a scroll re-renders only when the range of rows changes) as each row's `top`, not a
 * translate3d: a 3D transform made every row a compositor layer, and at 4x CPU their layer bookkeeping
 * (paint, pre-paint, layerize) cost more than placing plain rows in the one scrolled layer. The reading
 * position kept when older messages are put on top (anchorTo 'end': the row at the top of the view
 * stays where it was). It starts at the bottom, where the newest messages are. A scroll's new range renders
 * in React's own time, not forced in the scroll event (useFlushSync off): the page of overscan covers the
 * gap, and the forced renders were measurable long tasks at 4x CPU.
 */
export function useHistoryVirtualizer(
  scroller: { current: HTMLDivElement | null },
  items: ChatItem[],
  hasMore: boolean,
) {
  return useVirtualizer<HTMLDivElement, HTMLLIElement>({
    count: items.length,
    getScrollElement: () => scroller.current,
    getItemKey: (index) => items[index].key,
    estimateSize: () => ESTIMATE_PX,
    overscan: OVERSCAN,
    paddingStart: EDGE_PX + (hasMore ? OLDER_PX : 0),
    paddingEnd: EDGE_PX,
    anchorTo: 'end',
    scrollEndThreshold: CHAT.bottomThresholdPx,
    initialOffset: () => Number.MAX_SAFE_INTEGER,
    initialRect: UNLAID_RECT,
    observeElementRect: observeLaidOutRect,
    measureElement: measureRow,
    scrollToFn: writeScrollTop,
    directDomUpdates: true,
    directDomUpdatesMode: 'position',
    useFlushSync: false,
  });
}
