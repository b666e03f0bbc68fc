import { useId, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { TextAreaField } from '@/components/ui/form-fields';
import type { MentionableMember } from '../utils/mentions';

const MAX_SUGGESTIONS = 6;

/** The `@word` being typed right before the caret, if any. */
function mentionAt(text: string, caret: number): { start: number; query: string } | null {
  const match = /(?:^|[\s(])@([^\s@()]*)$/.exec(text.slice(0, caret));
  if (!match) return null;
  return { start: caret - match[1]!.length - 1, query: match[1]!.toLowerCase() };
}

/**
 * A comment's text area: typing @ lists the espace's members by name (arrows, Enter or Tab to
 * pick, Escape to close); the pick writes "@name " and tells `onPick` whom.
 */
export function MentionTextarea({
  label,
  hint,
  value,
  onChange,
  members,
  onPick,
  maxLength,
  error,
}: {
  label: string;
  hint?: string;
  value: string;
  onChange: (value: string) => void;
  members: readonly MentionableMember[];
  onPick: (accountId: string) => void;
  maxLength: number;
  error?: string | undefined;
}) {
  const id = useId();
  const ref = useRef<HTMLTextAreaElement>(null);
  const [mention, setMention] = useState<{ start: number; query: string } | null>(null);
  const [active, setActive] = useState(0);
  // Where the caret goes once a pick is on screen: set as the new value commits, before any
  // further key (in the next frame, a key typed quickly after Enter was put back before the caret).
  const caretAfterPick = useRef<number | null>(null);
  useLayoutEffect(() => {
    if (caretAfterPick.current === null) return;
    ref.current?.setSelectionRange(caretAfterPick.current, caretAfterPick.current);
    caretAfterPick.current = null;
  }, [value]);
  const suggestions = mention
    ? members
        .filter((m) => `${m.label} ${m.email ?? ''}`.toLowerCase().includes(mention.query))
        .slice(0, MAX_SUGGESTIONS)
    : [];
  const open = suggestions.length > 0;

  const track = (text: string, caret: number) => {
    setMention(mentionAt(text, caret));
    setActive(0);
  };
  const pick = (member: MentionableMember) => {
    if (!mention) return;
    const caret = ref.current?.selectionStart ?? value.length;
    const next = `${value.slice(0, mention.start)}@${member.label} ${value.slice(caret)}`;
    caretAfterPick.current = mention.start + member.label.length + 2;
    onPick(member.accountId);
    onChange(next);
    setMention(null);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (!open) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((i) => (i + step + suggestions.length) % suggestions.length);
    } else if (event.key === 'Enter' || event.key === 'Tab') {
      event.preventDefault();
      pick(suggestions[active]!);
    } else if (event.key === 'Escape') {
      // Closes the list, not the dialog around it.
      event.preventDefault();
      event.stopPropagation();
      setMention(null);
    }
  };

  return (
    <div className="relative">
      <TextAreaField
        id={id}
        ref={ref}
        label={label}
        hint={hint}
        error={error}
        value={value}
        maxLength={maxLength}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={open}
        aria-controls={`${id}-list`}
        aria-activedescendant={open ? `${id}-option-${active}` : undefined}
        onChange={(event) => {
          onChange(event.target.value);
          track(event.target.value, event.target.selectionStart);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => setMention(null)}
      />
      <ul
        id={`${id}-list`}
        role="listbox"
        aria-label="Membres à mentionner"
        hidden={!open}
        className="absolute top-full right-0 left-0 z-10 mt-1 max-h-56 overflow-auto rounded-lg border border-slate-300 bg-white py-1 shadow-lg"
      >
        {suggestions.map((member, index) => (
          <li
            key={member.accountId}
            id={`${id}-option-${index}`}
            role="option"
            aria-selected={index === active}
            className={`cursor-pointer px-3 py-2 text-sm break-all ${index === active ? 'bg-blue-100 text-blue-900' : 'text-slate-800'}`}
            onMouseDown={(event) => {
              event.preventDefault();
              pick(member);
            }}
          >
            {member.label}
          </li>
        ))}
      </ul>
    </div>
  );
}
