import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { Icon } from './icon';
import { useScrollEdges } from './use-scroll-edges';

export interface TabItem {
  id: string;
  label: ReactNode;
}

export interface TabsProps {
  /** The accessible name of the tab list. */
  label: string;
  tabs: readonly TabItem[];
  selectedId: string;
  onSelect: (id: string) => void;
  /** The selected tab's panel. */
  children: ReactNode;
  className?: string;
}

/**
 * ARIA tabs with automatic activation: one tab stop for the list, arrows (Home, End) move and
 * select, Tab goes on into the panel. The list scrolls sideways when it is wider than the screen:
 * a faded edge and an arrow button on the side that hides tabs show that there is more.
 */
export function Tabs({ label, tabs, selectedId, onSelect, children, className = '' }: TabsProps) {
  const prefix = useId();
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const { listRef, edges, scrollByPage } = useScrollEdges(selectedId);
  const selectedIndex = Math.max(
    0,
    tabs.findIndex((t) => t.id === selectedId),
  );
  const tabId = (index: number) => `${prefix}-tab-${index}`;
  const panelId = `${prefix}-panel`;

  const onKeyDown = (event: KeyboardEvent) => {
    const last = tabs.length - 1;
    const target = {
      ArrowRight: selectedIndex === last ? 0 : selectedIndex + 1,
      ArrowLeft: selectedIndex === 0 ? last : selectedIndex - 1,
      Home: 0,
      End: last,
    }[event.key];
    const tab = target === undefined ? undefined : tabs[target];
    if (target === undefined || !tab) return;
    event.preventDefault();
    onSelect(tab.id);
    buttons.current[target]?.focus();
  };

  return (
    <div className={className}>
      <div className="relative">
        {edges.start && <ScrollButton side="start" onClick={() => scrollByPage(-1)} />}
        <div
          ref={listRef}
          role="tablist"
          aria-label={label}
          onKeyDown={onKeyDown}
          className="-mx-1 flex gap-1 overflow-x-auto border-b border-slate-200 px-1 pt-1"
        >
          {tabs.map((tab, index) => {
            const selected = index === selectedIndex;
            return (
              <button
                key={tab.id}
                ref={(el) => {
                  buttons.current[index] = el;
                }}
                type="button"
                role="tab"
                id={tabId(index)}
                aria-selected={selected}
                aria-controls={selected ? panelId : undefined}
                tabIndex={selected ? 0 : -1}
                onClick={() => onSelect(tab.id)}
                className={`relative -mb-px inline-flex min-h-11 shrink-0 items-center gap-2 rounded-t-lg border px-3 py-2 text-sm whitespace-nowrap ${
                  selected
                    ? 'border-slate-200 border-b-white bg-white font-semibold text-blue-900'
                    : 'border-transparent text-slate-700 hover:bg-slate-100'
                }`}
              >
                {tab.label}
              </button>
            );
          })}
        </div>
        {edges.end && <ScrollButton side="end" onClick={() => scrollByPage(1)} />}
      </div>
      <div role="tabpanel" id={panelId} aria-labelledby={tabId(selectedIndex)} className="pt-4">
        {children}
      </div>
    </div>
  );
}

/**
 * The sign that the strip goes on: a fade over the hidden side and an arrow that scrolls. For the
 * mouse and touch only (the arrow keys already move between tabs), so out of the tab order.
 */
function ScrollButton({ side, onClick }: { side: 'start' | 'end'; onClick: () => void }) {
  const start = side === 'start';
  return (
    <div
      className={`pointer-events-none absolute top-0 bottom-px z-10 flex w-14 items-center ${
        start
          ? 'left-0 justify-start bg-gradient-to-r from-white via-white/90 to-transparent'
          : 'right-0 justify-end bg-gradient-to-l from-white via-white/90 to-transparent'
      }`}
    >
      <button
        type="button"
        tabIndex={-1}
        aria-label={start ? 'Onglets précédents' : 'Onglets suivants'}
        onClick={onClick}
        className="pointer-events-auto inline-flex h-9 w-9 items-center justify-center rounded-full border border-slate-300 bg-white text-slate-700 shadow-sm hover:bg-slate-100"
      >
        <Icon name={start ? 'chevronLeft' : 'chevronRight'} />
      </button>
    </div>
  );
}
