import { BannerFrame } from './banner-frame';

/** Transport and logistics: a lorry on the road, crates waiting to be loaded. */
export function TransportBanner() {
  return (
    <BannerFrame sky={['#e0e7ff', '#eef2ff']} ground="#475569">
      <path d="M0 148h800" stroke="#f8fafc" strokeWidth="3" strokeDasharray="26 18" />
      <rect x="470" y="56" width="160" height="70" rx="4" fill="#2563eb" />
      <path d="M630 78h46l26 26v22h-72z" fill="#1d4ed8" />
      <path d="M640 84h32l18 18h-50z" fill="#bfdbfe" />
      <circle cx="510" cy="128" r="14" fill="#1e293b" />
      <circle cx="510" cy="128" r="6" fill="#cbd5e1" />
      <circle cx="664" cy="128" r="14" fill="#1e293b" />
      <circle cx="664" cy="128" r="6" fill="#cbd5e1" />
      <path d="M490 76h120" stroke="#93c5fd" strokeWidth="4" />
      <g fill="#d97706" stroke="#92400e" strokeWidth="2">
        <rect x="720" y="106" width="30" height="30" />
        <rect x="752" y="106" width="30" height="30" />
        <rect x="736" y="76" width="30" height="30" />
      </g>
    </BannerFrame>
  );
}
