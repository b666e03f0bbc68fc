/** A member one may mention: picked by name, sent by account id (issue 47). */
export interface MentionableMember {
  accountId: string;
  /** How the member is named (their name, else the fallback the members answer gives). */
  label: string;
  /** Their address, to the espace's Propriétaires only: they may also search by it. */
  email?: string | undefined;
}

/** Whether `label` is written whole at `at` (not the start of a longer word). */
const writtenAt = (texte: string, at: number, label: string) =>
  texte.startsWith(label, at) && !/[\p{L}\p{N}]/u.test(texte.charAt(at + label.length));

/**
 * The picked members whose « @label » the text still holds, each once: what a comment sends as
 * `mentions` (a pick whose name was erased since mentions no one). At each « @ », the longest
 * picked name written there counts (« @Marie Dupont » is not « @Marie »). A pick this list does
 * not name (the members not read, or gone) is kept as it was: the server keeps members only.
 */
export function mentionsStillIn(
  texte: string,
  picked: readonly string[],
  members: readonly MentionableMember[],
): string[] {
  const ids = [...new Set(picked)];
  const known = members.filter((m) => ids.includes(m.accountId));
  const found = new Set(ids.filter((id) => !known.some((m) => m.accountId === id)));
  for (const match of texte.matchAll(/(?:^|[\s(])@/g)) {
    const at = match.index + match[0].length;
    const here = known.filter((m) => writtenAt(texte, at, m.label));
    const longest = here.sort((a, b) => b.label.length - a.label.length)[0];
    if (longest) found.add(longest.accountId);
  }
  return ids.filter((id) => found.has(id));
}
