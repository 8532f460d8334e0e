import {
  defaultRangeExtractor,
  measureElement,
  useVirtualizer,
  type Range,
  type Rect,
  type Virtualizer,
} from '@tanstack/react-virtual';
import { useState } from 'react';
import { CHAT } from '../constants';
import type { ChatItem } from '../types';

/** Space above the first and below the last row (the list itself has no vertical padding). */
export const EDGE_PX = 8;
/** Height of the "Show earlier messages" row above the messages while older ones can be loaded. */
export const OLDER_PX = 44;
/** A row before it is measured: a one-line bubble and its time. */
const ESTIMATE_PX = 72;
/**
 * Rows kept above the view once the panel has opened: half a history page. A scroll up finds rows laid out, and
 * a page loaded on top mounts in two halves (one as it arrives, one as the view moves up), not ten rows in one
 * task on a slow phone.
 */
const OVERSCAN_ABOVE = CHAT.historyPage / 2;
/** Rows kept below the view: enough for a flick down to find rows laid out. */
const OVERSCAN_BELOW = 3;

/** The rows in view with `above` rows before them and OVERSCAN_BELOW after. */
const rowsAround = (range: Range, above: number) =>
  defaultRangeExtractor({
    ...range,
    overscan: 0,
    startIndex: Math.max(0, range.startIndex - above),
    endIndex: Math.min(range.count - 1, range.endIndex + OVERSCAN_BELOW),
  });
const historyRange = (range: Range) => rowsAround(range, OVERSCAN_ABOVE);
/** The opening panel lays out and paints only the rows in view; the rows above follow once those are measured. */
const openingRange = (range: Range) => rowsAround(range, 0);
/** A list that is not laid out (its panel hidden, or a test DOM without layout) is given a phone's height. */
const UNLAID_RECT: Rect = { width: 360, height: 480 };
/** Before the list's first layout: no rows yet. */
const NO_RECT: Rect = { width: 0, height: 0 };

type HistoryVirtualizer = Virtualizer<HTMLDivElement, HTMLLIElement>;

/**
 * The list's size as a ResizeObserver reports it, after the browser's own layout. The library's observer also
 * reads it at once when the list attaches, which lays the whole opening panel out inside React's commit: one
 * long task at 4x CPU. Here the panel's frame is laid out and painted first, and the rows follow once the
 * size is known.
 */
function observeLaidOutRect(instance: HistoryVirtualizer, cb: (rect: Rect) => void) {
  const element = instance.scrollElement;
  const view = instance.targetWindow;
  if (!element || !view) return;
  if (!view.ResizeObserver) {
    cb(UNLAID_RECT);
    return;
  }
  const observer = new view.ResizeObserver(([entry]) => {
    const { width, height } = entry.contentRect;
    cb(height > 0 ? { width: Math.round(width), height: Math.round(height) } : UNLAID_RECT);
  });
  observer.observe(element);
  return () => observer.disconnect();
}

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
 * The history's virtualiser: rows measured by a ResizeObserver; the rows shown sit in flow in one list that
 * chat-history-parts.tsx moves to the first row's place, so a row mounting above the others lays out only
 * itself (absolutely placed rows were all laid out again whenever the content's height changed). The reading
 * position kept when older messages are put on top (anchorTo 'end': the row at the top of the view stays where
 * it was). It starts at the bottom, where the newest messages are. A scroll's new range renders in React's own
 * time, not forced in the scroll event (useFlushSync off): the rows kept above the view cover the gap.
 */
export function useHistoryVirtualizer(
  scroller: { current: HTMLDivElement | null },
  items: ChatItem[],
  hasMore: boolean,
) {
  // Without a ResizeObserver (a test DOM) rows are never measured: the rows above come at once.
  const [opened, setOpened] = useState(typeof ResizeObserver === 'undefined');
  return useVirtualizer<HTMLDivElement, HTMLLIElement>({
    count: items.length,
    getScrollElement: () => scroller.current,
    getItemKey: (index) => items[index].key,
    estimateSize: () => ESTIMATE_PX,
    rangeExtractor: opened ? historyRange : openingRange,
    paddingStart: EDGE_PX + (hasMore ? OLDER_PX : 0),
    paddingEnd: EDGE_PX,
    anchorTo: 'end',
    scrollEndThreshold: CHAT.bottomThresholdPx,
    initialOffset: () => Number.MAX_SAFE_INTEGER,
    initialRect: typeof ResizeObserver === 'undefined' ? UNLAID_RECT : NO_RECT,
    observeElementRect: observeLaidOutRect,
    measureElement: measureRow,
    scrollToFn: writeScrollTop,
    useFlushSync: false,
    onChange: (instance) => {
      if (!opened && instance.itemSizeCache.size > 0) setOpened(true);
    },
  });
}
