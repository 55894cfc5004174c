import { Component, useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import {
  GRID_ROW_HEIGHT,
  LIST_ITEM_HEIGHT,
  VIRTUAL_SCROLL_KEY,
  gridColumns,
  visibleRows,
} from './virtual-window';

type Props<T> = {
  items: readonly T[];
  layout: 'grid' | 'list';
  label: string;
  itemKey: (item: T) => string;
  renderItem: (item: T) => ReactNode;
};

/**
 * The catalog drawn with virtual scrolling (spec 01 sections 2 and 9): the window scrolls a list
 * as tall as all its rows, and only the rows in view (plus a few) exist in the page. Columns
 * follow the viewport width; grid rows are 320 px, list items 120 px.
 */
export function VirtualCatalog<T>({ items, layout, label, itemKey, renderItem }: Props<T>) {
  const listRef = useRef<HTMLUListElement>(null);
  const [viewport, setViewport] = useState(() => ({
    width: window.innerWidth,
    height: window.innerHeight,
    scrollY: window.scrollY,
  }));
  const [listTop, setListTop] = useState(0);
  const [failure, setFailure] = useState<Error | null>(null);
  if (failure) throw failure;

  useEffect(() => {
    let frame = 0;
    const update = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        try {
          setViewport({ width: window.innerWidth, height: window.innerHeight, scrollY: window.scrollY });
        } catch (error) {
          setFailure(error instanceof Error ? error : new Error(String(error)));
        }
      });
    };
    window.addEventListener('scroll', update, { passive: true });
    window.addEventListener('resize', update);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', update);
      window.removeEventListener('resize', update);
    };
  }, []);

  useLayoutEffect(() => {
    const list = listRef.current;
    if (list) setListTop(list.getBoundingClientRect().top + window.scrollY);
  }, [viewport.width, items.length]);

  const columns = layout === 'grid' ? gridColumns(viewport.width) : 1;
  const rowHeight = layout === 'grid' ? GRID_ROW_HEIGHT : LIST_ITEM_HEIGHT;
  const rowCount = Math.ceil(items.length / columns);
  const { first, end } = visibleRows({
    scrollY: viewport.scrollY,
    viewportHeight: viewport.height,
    listTop,
    rowHeight,
    rowCount,
  });
  const shown = items.slice(first * columns, end * columns);

  return (
    <ul ref={listRef} aria-label={label} className="relative mt-6" style={{ height: rowCount * rowHeight }}>
      {shown.map((item, index) => {
        const position = first * columns + index;
        const row = Math.floor(position / columns);
        const column = position % columns;
        return (
          <li
            key={itemKey(item)}
            className="absolute px-2"
            style={{
              top: row * rowHeight,
              left: `${(column * 100) / columns}%`,
              width: `${100 / columns}%`,
              height: rowHeight - 12,
            }}
          >
            {renderItem(item)}
          </li>
        );
      })}
    </ul>
  );
}

/** Turns virtual scrolling off and reloads, as the error panel's 'Use Standard View' does. */
export function switchToStandardView(): void {
  window.localStorage.setItem(VIRTUAL_SCROLL_KEY, 'false');
  window.location.reload();
}

/**
 * Catches a failure of the virtual catalog and shows the fallback panel of spec 01 section 2,
 * whose button turns the feature off and reloads.
 */
export class VirtualScrollBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: Error): void {
    console.warn('Virtual scrolling failed; offering the standard view.', error);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <section
        role="alert"
        aria-labelledby="virtual-scroll-error"
        className="mt-8 rounded-xl border border-amber-400 bg-amber-50 p-6 text-amber-950"
      >
        <h2 id="virtual-scroll-error" className="text-lg font-semibold">
          Virtual Scrolling Error
        </h2>
        <p className="mt-1">Falling back to standard catalog view</p>
        <button type="button" className="btn btn-primary mt-4" onClick={switchToStandardView}>
          Use Standard View
        </button>
      </section>
    );
  }
}
