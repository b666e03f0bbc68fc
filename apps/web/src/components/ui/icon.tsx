/** The app's line icons, each drawn once on a 24 px grid. */
const PATHS = {
  camera: 'M4 8h3l2-3h6l2 3h3v11H4zM12 16.5a3.5 3.5 0 1 0 0-7 3.5 3.5 0 0 0 0 7z',
  chevronDown: 'M6 9l6 6 6-6',
  chevronLeft: 'M15 6l-6 6 6 6',
  chevronRight: 'M9 6l6 6-6 6',
  close: 'M6 6l12 12M18 6L6 18',
  copy: 'M8 8h11v11H8zM5 16V5h11',
  menu: 'M4 7h16M4 12h16M4 17h16',
  pencil: 'M4 20h4L19 9l-4-4L4 16v4zM14 6l4 4',
  trash: 'M5 7h14M10 11v6M14 11v6M6 7l1 13h10l1-13M9 7V4h6v3',
} as const;

export type IconName = keyof typeof PATHS;

export interface IconProps {
  name: IconName;
  /** Size and placement; 20 px by default. */
  className?: string;
  strokeWidth?: string;
  /** Round line ends and joins (the icon buttons' look); the older drawings have square ones. */
  round?: boolean;
}

/** A stroke icon (decorative: the control carries the label). */
export function Icon({ name, className = 'h-5 w-5', strokeWidth = '2', round = true }: IconProps) {
  return (
    <svg
      viewBox="0 0 24 24"
      className={className}
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap={round ? 'round' : undefined}
      strokeLinejoin={round ? 'round' : undefined}
      aria-hidden="true"
    >
      <path d={PATHS[name]} />
    </svg>
  );
}

/** The chevron of a disclosure button: points right, turns down when open. */
export function DisclosureChevron({ open }: { open: boolean }) {
  return (
    <Icon
      name="chevronRight"
      className={`h-4 w-4 shrink-0 transition-transform ${open ? 'rotate-90' : ''}`}
      strokeWidth="2.5"
      round={false}
    />
  );
}

/** An eye, struck through while the password it reveals is shown. */
export function EyeIcon({ struck }: { struck: boolean }) {
  return (
    <svg
      viewBox="0 0 24 24"
      className="h-5 w-5"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      aria-hidden="true"
    >
      <path d="M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12z" />
      <circle cx="12" cy="12" r="3" />
      {struck && <path d="M3 3l18 18" />}
    </svg>
  );
}

/** Three dots in a column: a menu of more actions. */
export function MoreIcon() {
  return (
    <svg viewBox="0 0 24 24" className="h-5 w-5" fill="currentColor" aria-hidden="true">
      <circle cx="12" cy="5" r="2" />
      <circle cx="12" cy="12" r="2" />
      <circle cx="12" cy="19" r="2" />
    </svg>
  );
}

/** Two columns of dots: a handle to drag. */
export function GripIcon() {
  return (
    <svg viewBox="0 0 24 24" className="h-5 w-5" fill="currentColor" aria-hidden="true">
      {[6, 12, 18].flatMap((y) =>
        [9, 15].map((x) => <circle key={`${x}-${y}`} cx={x} cy={y} r="1.6" />),
      )}
    </svg>
  );
}

/** The 20 px ticks of a list: included (a check) or not (a cross). */
export function ListMarkIcon({ included, className }: { included: boolean; className: string }) {
  return (
    <svg
      viewBox="0 0 20 20"
      className={className}
      fill="none"
      stroke="currentColor"
      strokeWidth="2.5"
      aria-hidden="true"
    >
      {included ? (
        <path d="M4 10.5l4 4 8-9" strokeLinecap="round" strokeLinejoin="round" />
      ) : (
        <path d="M5 5l10 10M15 5L5 15" strokeLinecap="round" />
      )}
    </svg>
  );
}
