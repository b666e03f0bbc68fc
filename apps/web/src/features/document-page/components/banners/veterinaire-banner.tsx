import { BannerFrame } from './banner-frame';

function Paw({ x, y, scale = 1 }: { x: number; y: number; scale?: number }) {
  return (
    <g transform={`translate(${x} ${y}) scale(${scale})`} fill="#0f766e">
      <ellipse cx="0" cy="10" rx="14" ry="12" />
      <ellipse cx="-16" cy="-8" rx="6" ry="8" />
      <ellipse cx="-5" cy="-16" rx="6" ry="8" />
      <ellipse cx="7" cy="-16" rx="6" ry="8" />
      <ellipse cx="17" cy="-7" rx="6" ry="8" />
    </g>
  );
}

/** Veterinary clinic: paw prints leading to a clinic sign. */
export function VeterinaireBanner() {
  return (
    <BannerFrame sky={['#ccfbf1', '#f0fdfa']} ground="#99f6e4">
      <Paw x={300} y={110} scale={0.7} />
      <Paw x={380} y={86} scale={0.8} />
      <Paw x={460} y={108} scale={0.9} />
      <rect
        x="560"
        y="36"
        width="160"
        height="100"
        rx="6"
        fill="#fff"
        stroke="#5eead4"
        strokeWidth="4"
      />
      <circle cx="640" cy="78" r="30" fill="#14b8a6" />
      <path d="M634 58h12v14h14v12h-14v14h-12V84h-14V72h14z" fill="#fff" />
      <rect x="626" y="114" width="28" height="22" rx="2" fill="#0f766e" />
      <path d="M740 136c0-22 10-30 22-30s18 8 18 30z" fill="#a16207" />
      <circle cx="764" cy="96" r="12" fill="#a16207" />
      <path d="M754 88l-6-12 12 6zM772 88l6-12-12 6z" fill="#854d0e" />
    </BannerFrame>
  );
}
