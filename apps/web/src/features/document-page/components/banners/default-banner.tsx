import { BannerFrame } from './banner-frame';

/** Any other sector: a small workplace protected by a shield. */
export function DefaultBanner() {
  return (
    <BannerFrame sky={['#e0f2fe', '#f0f9ff']} ground="#94a3b8">
      <path
        d="M470 136V78l50-26v26l50-26v26l50-26v84z"
        fill="#cbd5e1"
        stroke="#64748b"
        strokeWidth="3"
      />
      <rect x="588" y="30" width="18" height="40" fill="#64748b" />
      <g fill="#7dd3fc">
        <rect x="484" y="100" width="22" height="18" />
        <rect x="530" y="100" width="22" height="18" />
      </g>
      <rect x="576" y="104" width="28" height="32" fill="#475569" />
      <path d="M700 34l44 14v30c0 28-20 46-44 56-24-10-44-28-44-56V48z" fill="#1d4ed8" />
      <path
        d="M680 82l14 14 28-30"
        fill="none"
        stroke="#fff"
        strokeWidth="8"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </BannerFrame>
  );
}
