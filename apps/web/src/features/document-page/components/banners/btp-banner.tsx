import { BannerFrame } from './banner-frame';

/** Building and public works: a crane, a building in progress, a cone and a helmet. */
export function BtpBanner() {
  return (
    <BannerFrame sky={['#fef3c7', '#fffbeb']} ground="#a16207">
      <path
        d="M470 136V20M470 28h200M470 28l-40 0M470 20l-40 8"
        stroke="#f59e0b"
        strokeWidth="6"
        fill="none"
      />
      <path
        d="M470 40l20-12M490 28l20 12M510 40l20-12M530 28l20 12M550 40l20-12"
        stroke="#f59e0b"
        strokeWidth="3"
      />
      <rect x="420" y="26" width="18" height="18" fill="#475569" />
      <path d="M640 28v40" stroke="#334155" strokeWidth="2" />
      <rect x="628" y="68" width="24" height="14" fill="#64748b" />
      <g fill="none" stroke="#78716c" strokeWidth="4">
        <rect x="560" y="70" width="120" height="66" />
        <path d="M560 92h120M560 114h120M600 70v66M640 70v66" />
      </g>
      <path d="M718 136l12-34h8l12 34z" fill="#ea580c" />
      <path d="M722 124h24M726 112h16" stroke="#fff" strokeWidth="4" />
      <path d="M500 136a22 18 0 0 1 44 0z" fill="#facc15" />
      <rect x="496" y="132" width="52" height="6" rx="2" fill="#eab308" />
    </BannerFrame>
  );
}
