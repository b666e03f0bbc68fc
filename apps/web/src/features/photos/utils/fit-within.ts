/**
 * The size of an image scaled down (never up) so that its longer side is at most `maxEdge`,
 * keeping its proportions; each side at least 1 px.
 */
export function fitWithin(
  width: number,
  height: number,
  maxEdge: number,
): { width: number; height: number } {
  if (!(width > 0 && height > 0)) throw new RangeError('Image sans dimensions');
  const scale = Math.min(1, maxEdge / Math.max(width, height));
  return {
    width: Math.max(1, Math.round(width * scale)),
    height: Math.max(1, Math.round(height * scale)),
  };
}
