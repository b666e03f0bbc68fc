/** The public pages' illustration: a document with its risk grid, drawn in SVG. */
export function AuthIllustration() {
  return (
    <svg
      viewBox="0 0 400 360"
      className="h-auto w-full max-w-md"
      aria-hidden="true"
      focusable="false"
    >
      <defs>
        <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#dbeafe" />
          <stop offset="1" stopColor="#eff6ff" />
        </linearGradient>
      </defs>
      <circle cx="200" cy="180" r="165" fill="url(#bg)" />
      <rect
        x="110"
        y="50"
        width="180"
        height="240"
        rx="14"
        fill="#fff"
        stroke="#1d4ed8"
        strokeWidth="4"
      />
      <rect x="132" y="74" width="110" height="12" rx="6" fill="#1e3a8a" />
      <rect x="132" y="96" width="80" height="8" rx="4" fill="#93c5fd" />
      {[0, 1, 2, 3].map((row) =>
        [0, 1, 2, 3].map((col) => {
          const level = row + col;
          const fill =
            level < 2 ? '#22c55e' : level < 4 ? '#facc15' : level < 6 ? '#f97316' : '#dc2626';
          return (
            <rect
              key={`${row}-${col}`}
              x={140 + col * 32}
              y={124 + row * 28}
              width="26"
              height="22"
              rx="4"
              fill={fill}
              opacity="0.9"
            />
          );
        }),
      )}
      <rect x="132" y="244" width="136" height="8" rx="4" fill="#cbd5e1" />
      <rect x="132" y="260" width="100" height="8" rx="4" fill="#cbd5e1" />
      <circle cx="292" cy="262" r="36" fill="#16a34a" />
      <path
        d="M276 262l11 11 21-24"
        stroke="#fff"
        strokeWidth="8"
        fill="none"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <path
        d="M70 120l22-38 22 38z"
        fill="#facc15"
        stroke="#a16207"
        strokeWidth="3"
        strokeLinejoin="round"
      />
      <rect x="90" y="96" width="4" height="12" rx="2" fill="#713f12" />
      <circle cx="92" cy="113" r="2.5" fill="#713f12" />
    </svg>
  );
}
