import { BannerFrame } from './banner-frame';

/** Commerce: a shop front under a striped awning, with its window and door. */
export function CommerceBanner() {
  return (
    <BannerFrame sky={['#ffe4e6', '#fff1f2']} ground="#d6d3d1">
      <rect x="480" y="30" width="260" height="106" fill="#fff" stroke="#a8a29e" strokeWidth="3" />
      <rect x="480" y="30" width="260" height="18" fill="#9f1239" />
      <g>
        {[0, 1, 2, 3, 4, 5, 6].map((i) => (
          <path
            key={i}
            d={`M${480 + i * 37.1} 48h37.1v16a18.5 10 0 0 1-37.1 0z`}
            fill={i % 2 === 0 ? '#e11d48' : '#fff'}
            stroke="#e11d48"
            strokeWidth="1.5"
          />
        ))}
      </g>
      <rect
        x="500"
        y="82"
        width="120"
        height="54"
        fill="#bae6fd"
        stroke="#64748b"
        strokeWidth="3"
      />
      <g fill="#fb923c">
        <circle cx="526" cy="124" r="8" />
        <circle cx="544" cy="124" r="8" />
        <circle cx="535" cy="112" r="8" />
      </g>
      <rect x="570" y="108" width="34" height="28" rx="2" fill="#65a30d" />
      <rect x="650" y="82" width="62" height="54" fill="#7c2d12" />
      <circle cx="700" cy="110" r="3" fill="#fde68a" />
    </BannerFrame>
  );
}
