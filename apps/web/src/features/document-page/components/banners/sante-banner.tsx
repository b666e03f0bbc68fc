import { BannerFrame } from './banner-frame';

/** Health and care: a hospital with its cross and a heartbeat line. */
export function SanteBanner() {
  return (
    <BannerFrame sky={['#dcfce7', '#f0fdf4']} ground="#86efac">
      <rect
        x="520"
        y="46"
        width="180"
        height="90"
        rx="4"
        fill="#fff"
        stroke="#94a3b8"
        strokeWidth="3"
      />
      <rect
        x="580"
        y="22"
        width="60"
        height="40"
        rx="4"
        fill="#fff"
        stroke="#94a3b8"
        strokeWidth="3"
      />
      <path d="M604 30h12v10h10v12h-10v10h-12V52h-10V40h10z" fill="#dc2626" />
      <g fill="#bae6fd">
        <rect x="536" y="70" width="26" height="20" rx="2" />
        <rect x="658" y="70" width="26" height="20" rx="2" />
        <rect x="536" y="100" width="26" height="20" rx="2" />
        <rect x="658" y="100" width="26" height="20" rx="2" />
      </g>
      <rect x="592" y="98" width="36" height="38" rx="2" fill="#0f766e" />
      <path
        d="M250 104h70l12-30 16 56 14-40 10 14h80"
        fill="none"
        stroke="#16a34a"
        strokeWidth="5"
        strokeLinejoin="round"
        strokeLinecap="round"
      />
      <path d="M740 136v-26M726 124h28" stroke="#0d9488" strokeWidth="6" strokeLinecap="round" />
    </BannerFrame>
  );
}
