import { BannerFrame } from './banner-frame';

/** Pharmacy: the green cross sign, capsules and a bottle. */
export function PharmaBanner() {
  return (
    <BannerFrame sky={['#d1fae5', '#ecfdf5']} ground="#6ee7b7">
      <path d="M520 136V40" stroke="#475569" strokeWidth="5" />
      <path d="M520 44h40" stroke="#475569" strokeWidth="5" />
      <path
        d="M560 24h24v24h24v24h-24v24h-24V72h-24V48h24z"
        fill="#16a34a"
        stroke="#15803d"
        strokeWidth="3"
      />
      <g transform="rotate(-30 660 110)">
        <rect x="630" y="98" width="60" height="24" rx="12" fill="#f43f5e" />
        <path d="M660 98h18a12 12 0 0 1 0 24h-18z" fill="#fff" stroke="#f43f5e" strokeWidth="2" />
      </g>
      <g transform="rotate(20 720 120)">
        <rect x="696" y="110" width="48" height="20" rx="10" fill="#3b82f6" />
        <path d="M720 110h14a10 10 0 0 1 0 20h-14z" fill="#fde047" />
      </g>
      <rect x="748" y="78" width="34" height="58" rx="6" fill="#fb923c" />
      <rect
        x="752"
        y="66"
        width="26"
        height="14"
        rx="2"
        fill="#f1f5f9"
        stroke="#94a3b8"
        strokeWidth="2"
      />
      <rect x="752" y="96" width="26" height="22" fill="#fff" />
    </BannerFrame>
  );
}
