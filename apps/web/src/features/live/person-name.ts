/** How a person is named to the others: the part of their e-mail before the @, capitalised. */
export function personName(email: string): string {
  const local = email.split('@')[0] ?? email;
  return local.charAt(0).toUpperCase() + local.slice(1);
}
