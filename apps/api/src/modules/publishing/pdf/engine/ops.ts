/* Content-stream operators we write ourselves (see PdfWriter): numbers, colours, paths. */

/** Numbers already written, by hundredths: the same coordinates and sizes come back all the time. */
const NUMBERS = new Map<number, string>();

/** A number as content streams want it: no exponent, two decimals at most. */
export function pdfNumber(value: number): string {
  const hundredths = Math.round(value * 100);
  let text = NUMBERS.get(hundredths);
  if (text === undefined) {
    text = String(hundredths / 100);
    if (NUMBERS.size < 100_000) NUMBERS.set(hundredths, text);
  }
  return text;
}

const RGB = new Map<string, string>();

/** "#1e3a5f" as the three 0–1 components of a PDF colour operator. */
export function rgb(color: string): string {
  let value = RGB.get(color);
  if (value === undefined) {
    const hex = Number.parseInt(color.slice(1), 16);
    value = [hex >> 16, (hex >> 8) & 0xff, hex & 0xff]
      .map((c) => String(Math.round((c / 255) * 1000) / 1000))
      .join(' ');
    RGB.set(color, value);
  }
  return value;
}

const KAPPA = (4 * (Math.SQRT2 - 1)) / 3;

/** The path of a rectangle, its corners rounded by `radius` (Bézier quarter circles). */
export function rectPath(
  x: number,
  y: number,
  width: number,
  height: number,
  radius: number,
): string {
  const n = pdfNumber;
  if (radius <= 0) return `${n(x)} ${n(y)} ${n(width)} ${n(height)} re`;
  const r = Math.min(radius, width / 2, height / 2);
  const c = r * (1 - KAPPA);
  const [x1, y1] = [x + width, y + height];
  return (
    `${n(x + r)} ${n(y)} m ${n(x1 - r)} ${n(y)} l ${n(x1 - c)} ${n(y)} ${n(x1)} ${n(y + c)} ${n(x1)} ${n(y + r)} c ` +
    `${n(x1)} ${n(y1 - r)} l ${n(x1)} ${n(y1 - c)} ${n(x1 - c)} ${n(y1)} ${n(x1 - r)} ${n(y1)} c ` +
    `${n(x + r)} ${n(y1)} l ${n(x + c)} ${n(y1)} ${n(x)} ${n(y1 - c)} ${n(x)} ${n(y1 - r)} c ` +
    `${n(x)} ${n(y + r)} l ${n(x)} ${n(y + c)} ${n(x + c)} ${n(y)} ${n(x + r)} ${n(y)} c`
  );
}

/** A stroked horizontal line, dashed when `dash` is given, in its own graphics state. */
export function hlinePath(
  x1: number,
  x2: number,
  y: number,
  color: string,
  width: number,
  dash?: number,
): string {
  const n = pdfNumber;
  const pattern = dash ? `[${n(width)} ${n(dash)}] 0 d ` : '';
  return `q ${n(width)} w ${pattern}${rgb(color)} RG ${n(x1)} ${n(y)} m ${n(x2)} ${n(y)} l S Q`;
}
