/** True when the list is empty, or an exact address or `*@domain` pattern matches. */
export function isEmailAllowed(email: string, patterns: readonly string[]): boolean {
  if (patterns.length === 0) return true;
  const domain = email.slice(email.lastIndexOf('@') + 1);
  return patterns.some((p) => p === email || p === `*@${domain}`);
}

/** The ALLOWED_EMAILS setting as normalised patterns. */
export function parseAllowedEmailsSetting(value: string): string[] {
  return value
    .split(',')
    .map((s) => s.trim().toLowerCase())
    .filter(Boolean);
}
