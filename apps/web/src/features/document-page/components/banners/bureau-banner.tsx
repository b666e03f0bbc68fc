import { BannerFrame } from './banner-frame';

/** Offices: a window, a desk with a screen, a lamp and a plant. */
export function BureauBanner() {
  return (
    <BannerFrame sky={['#dbeafe', '#eff6ff']} ground="#cbd5e1">
      <rect
        x="470"
        y="22"
        width="120"
        height="80"
        rx="4"
        fill="#fff"
        stroke="#93c5fd"
        strokeWidth="4"
      />
      <path d="M530 22v80M470 62h120" stroke="#93c5fd" strokeWidth="4" />
      <rect x="420" y="104" width="300" height="10" rx="3" fill="#64748b" />
      <path d="M440 114v22M700 114v22" stroke="#64748b" strokeWidth="6" />
      <rect x="600" y="58" width="78" height="46" rx="4" fill="#1e3a8a" />
      <rect x="606" y="64" width="66" height="34" rx="2" fill="#60a5fa" />
      <path d="M633 104h12v-6h-12z" fill="#1e3a8a" />
      <path
        d="M470 104l14-36M484 68h20l-8-12h-8z"
        stroke="#f59e0b"
        strokeWidth="4"
        fill="#fbbf24"
      />
      <rect x="520" y="88" width="40" height="16" rx="2" fill="#e2e8f0" />
      <path d="M748 136v-30" stroke="#15803d" strokeWidth="4" />
      <ellipse cx="738" cy="100" rx="12" ry="7" fill="#22c55e" />
      <ellipse cx="758" cy="92" rx="12" ry="7" fill="#16a34a" />
      <path d="M736 136h24l-4-16h-16z" fill="#b45309" />
    </BannerFrame>
  );
}
