import { BannerFrame } from './banner-frame';

/** Optician: a pair of glasses in front of an eye chart. */
export function OpticienBanner() {
  return (
    <BannerFrame sky={['#ede9fe', '#f5f3ff']} ground="#c4b5fd">
      <rect
        x="660"
        y="20"
        width="90"
        height="116"
        rx="4"
        fill="#fff"
        stroke="#a78bfa"
        strokeWidth="3"
      />
      <g fill="#4c1d95" fontFamily="Arial, sans-serif" fontWeight="700" textAnchor="middle">
        <text x="705" y="50" fontSize="24">
          E
        </text>
        <text x="705" y="76" fontSize="17">
          F P
        </text>
        <text x="705" y="98" fontSize="12">
          T O Z
        </text>
        <text x="705" y="116" fontSize="9">
          L P E D
        </text>
      </g>
      <g fill="#dbeafe" fillOpacity="0.8" stroke="#1e1b4b" strokeWidth="7">
        <circle cx="470" cy="92" r="36" />
        <circle cx="580" cy="92" r="36" />
      </g>
      <path
        d="M506 88q19-14 38 0M434 84l-36-18M616 84l30-18"
        fill="none"
        stroke="#1e1b4b"
        strokeWidth="7"
        strokeLinecap="round"
      />
      <path
        d="M452 78q10-10 22-8M562 78q10-10 22-8"
        stroke="#fff"
        strokeWidth="4"
        fill="none"
        strokeLinecap="round"
      />
    </BannerFrame>
  );
}
