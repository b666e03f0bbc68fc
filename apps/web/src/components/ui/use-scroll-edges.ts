import { useCallback, useEffect, useRef, useState } from 'react';

export interface ScrollEdges {
  /** Content hidden on the left. */
  start: boolean;
  /** Content hidden on the right. */
  end: boolean;
}

/**
 * Which sides of a sideways-scrolling element hide content, kept up to date on scroll and resize,
 * and the selected child (`aria-selected`) brought into view whenever `selectedKey` changes.
 */
export function useScrollEdges(selectedKey: string) {
  const listRef = useRef<HTMLDivElement>(null);
  const [edges, setEdges] = useState<ScrollEdges>({ start: false, end: false });

  const measure = useCallback(() => {
    const list = listRef.current;
    if (!list) return;
    const start = list.scrollLeft > 1;
    const end = list.scrollLeft + list.clientWidth < list.scrollWidth - 1;
    setEdges((old) => (old.start === start && old.end === end ? old : { start, end }));
  }, []);

  useEffect(() => {
    const list = listRef.current;
    if (!list) return;
    measure();
    list.addEventListener('scroll', measure, { passive: true });
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    observer?.observe(list);
    return () => {
      list.removeEventListener('scroll', measure);
      observer?.disconnect();
    };
  }, [measure]);

  useEffect(() => {
    const selected = listRef.current?.querySelector<HTMLElement>('[aria-selected="true"]');
    // jsdom has no scrollIntoView.
    selected?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
    measure();
  }, [selectedKey, measure]);

  const scrollByPage = useCallback((direction: 1 | -1) => {
    const list = listRef.current;
    if (!list) return;
    list.scrollBy({ left: direction * list.clientWidth * 0.8, behavior: 'smooth' });
  }, []);

  return { listRef, edges, scrollByPage };
}
