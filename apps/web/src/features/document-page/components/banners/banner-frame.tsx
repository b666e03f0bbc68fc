import { useId, type ReactNode } from 'react';

/**
 * The frame of a sector banner: an 800 × 160 scene over a sky gradient and a ground band. The
 * scene is decorative (the sector is written in the company card), hence hidden from readers.
 */
export function BannerFrame({
  sky,
  ground,
  children,
}: {
  /** Top and bottom colours of the sky. */
  sky: [string, string];
  ground: string;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <svg
      viewBox="0 0 800 160"
      preserveAspectRatio="xMaxYMid slice"
      className="h-full w-full"
      aria-hidden="true"
      focusable="false"
    >
      <defs>
        <linearGradient id={`${id}-sky`} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor={sky[0]} />
          <stop offset="1" stopColor={sky[1]} />
        </linearGradient>
      </defs>
      <rect width="800" height="160" fill={`url(#${id}-sky)`} />
      <circle cx="90" cy="40" r="22" fill="#fff" opacity="0.55" />
      <path
        d="M40 70h90a14 14 0 0 0-28-8 18 18 0 0 0-34 0 12 12 0 0 0-28 8z"
        fill="#fff"
        opacity="0.7"
      />
      <rect y="136" width="800" height="24" fill={ground} />
      {children}
    </svg>
  );
}
