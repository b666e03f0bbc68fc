import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { MoreIcon } from './icon';

export interface MenuItem {
  label: string;
  onSelect: () => void;
  tone?: 'default' | 'danger';
  /** A second, smaller line under the label. */
  description?: string;
  /** One choice among the items that have it (a radio item, e.g. the current espace). */
  checked?: boolean;
  /** Starts a new group: a separator is drawn above it. */
  separated?: boolean;
  /** The item's key when labels may repeat. */
  id?: string;
}

/**
 * A small actions menu (ARIA menu button): arrows move between items, Escape closes and gives
 * focus back to the button. An item first returns focus to the button, so a dialog it opens
 * gives focus back there when it closes.
 */
export function Menu({
  label,
  items,
  trigger,
  buttonLabel,
  align = 'end',
}: {
  label: string;
  items: readonly MenuItem[];
  /** The button's visible content instead of the "more" icon. */
  trigger?: ReactNode;
  /** The button's name, when its visible content says less; `label` names the icon button. */
  buttonLabel?: string;
  /** Which edge of the button the list lines up with. */
  align?: 'start' | 'end';
}) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const itemsRef = useRef<(HTMLButtonElement | null)[]>([]);

  useEffect(() => {
    if (!open) return;
    itemsRef.current[0]?.focus();
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!listRef.current?.contains(target) && !buttonRef.current?.contains(target))
        setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const close = () => {
    setOpen(false);
    buttonRef.current?.focus();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const buttons = itemsRef.current.filter((b): b is HTMLButtonElement => b !== null);
    const index = buttons.indexOf(document.activeElement as HTMLButtonElement);
    const move = (to: number) => buttons[(to + buttons.length) % buttons.length]?.focus();
    if (event.key === 'ArrowDown') move(index + 1);
    else if (event.key === 'ArrowUp') move(index - 1);
    else if (event.key === 'Home') move(0);
    else if (event.key === 'End') move(buttons.length - 1);
    else if (event.key === 'Escape' || event.key === 'Tab') close();
    else return;
    event.preventDefault();
  };

  return (
    <div className="relative">
      <button
        ref={buttonRef}
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? id : undefined}
        aria-label={buttonLabel ?? (trigger ? undefined : label)}
        onClick={() => setOpen((o) => !o)}
        className={
          trigger
            ? 'inline-flex min-h-8 max-w-full items-center gap-1 rounded-lg px-2 py-1 text-left text-sm font-medium text-slate-700 hover:bg-slate-100'
            : 'inline-flex h-11 w-11 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100'
        }
      >
        {trigger ?? <MoreIcon />}
      </button>
      {open && (
        <ul
          ref={listRef}
          id={id}
          role="menu"
          aria-label={label}
          onKeyDown={onKeyDown}
          className={`absolute ${align === 'end' ? 'right-0' : 'left-0'} z-40 mt-1 max-h-[70vh] min-w-44 max-w-[calc(100vw-2rem)] overflow-y-auto rounded-lg border border-slate-200 bg-white py-1 shadow-lg`}
        >
          {items.map((item, index) => (
            <MenuEntry
              key={item.id ?? item.label}
              item={item}
              buttonRef={(el) => {
                itemsRef.current[index] = el;
              }}
              onClick={() => {
                close();
                item.onSelect();
              }}
            />
          ))}
        </ul>
      )}
    </div>
  );
}

function MenuEntry({
  item,
  buttonRef,
  onClick,
}: {
  item: MenuItem;
  buttonRef: (el: HTMLButtonElement | null) => void;
  onClick: () => void;
}) {
  const radio = item.checked !== undefined;
  return (
    <>
      {item.separated && <li role="separator" className="my-1 border-t border-slate-200" />}
      <li role="none">
        <button
          ref={buttonRef}
          type="button"
          role={radio ? 'menuitemradio' : 'menuitem'}
          aria-checked={radio ? item.checked : undefined}
          tabIndex={-1}
          onClick={onClick}
          className={`flex w-full items-start gap-2 px-4 py-2.5 text-left text-sm hover:bg-slate-100 focus:bg-slate-100 ${
            item.tone === 'danger' ? 'text-red-700' : 'text-slate-800'
          }`}
        >
          {radio && (
            <span aria-hidden="true" className="w-4 shrink-0 font-bold text-blue-800">
              {item.checked ? '✓' : ''}
            </span>
          )}
          <span className="min-w-0 break-words">
            <span className={radio && item.checked ? 'font-semibold' : undefined}>
              {item.label}
            </span>
            {item.description && (
              <span className="block text-xs text-slate-600">{item.description}</span>
            )}
          </span>
        </button>
      </li>
    </>
  );
}
