import { bandPresentation, type RiskStatus } from '@duerp/domain';
import type { CSSProperties } from 'react';

/** The light look of a band (its tint in the domain's band presentation), as an inline style. */
export function bandStyle(status: RiskStatus): CSSProperties {
  const { tint } = bandPresentation(status);
  return { backgroundColor: tint.fill, borderColor: tint.border, color: tint.text };
}
