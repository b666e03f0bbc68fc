import { BannerFrame } from './banner-frame';

/** School: a school building with its flag, a pile of books and a pencil. */
export function ScolaireBanner() {
  return (
    <BannerFrame sky={['#fef9c3', '#fefce8']} ground="#84cc16">
      <path d="M500 70l90-40 90 40z" fill="#b91c1c" />
      <rect
        x="510"
        y="70"
        width="160"
        height="66"
        fill="#fde68a"
        stroke="#b45309"
        strokeWidth="3"
      />
      <circle cx="590" cy="54" r="10" fill="#fff" stroke="#b45309" strokeWidth="3" />
      <path d="M590 48v6l4 3" stroke="#b45309" strokeWidth="2" fill="none" />
      <g fill="#bfdbfe" stroke="#b45309" strokeWidth="2">
        <rect x="524" y="84" width="26" height="22" />
        <rect x="630" y="84" width="26" height="22" />
      </g>
      <rect x="574" y="100" width="32" height="36" fill="#92400e" />
      <path d="M680 70V16" stroke="#475569" strokeWidth="3" />
      <path d="M680 18h34l-8 10 8 10h-34z" fill="#2563eb" />
      <g>
        <rect x="718" y="122" width="64" height="14" rx="2" fill="#7c3aed" />
        <rect x="722" y="108" width="58" height="14" rx="2" fill="#059669" />
        <rect x="716" y="94" width="62" height="14" rx="2" fill="#dc2626" />
      </g>
      <g transform="rotate(-35 420 110)">
        <rect x="360" y="104" width="100" height="14" fill="#facc15" />
        <path d="M460 104l20 7-20 7z" fill="#fcd34d" />
        <rect x="348" y="104" width="12" height="14" fill="#f472b6" />
      </g>
    </BannerFrame>
  );
}
