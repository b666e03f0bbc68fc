import { bandPresentation, type BandTint } from '@duerp/domain/risk';
import type { RiskStatus } from '@duerp/domain/duerp';
import type { CSSProperties } from 'react';

/** A band's light look (its tint in the domain's band presentation), as an inline style. */
export function tintStyle(tint: BandTint): CSSProperties {
  return { backgroundColor: tint.fill, borderColor: tint.border, color: tint.text };
}

/** The light look of a band, as an inline style. */
export function bandStyle(status: RiskStatus): CSSProperties {
  return tintStyle(bandPresentation(status).tint);
}
