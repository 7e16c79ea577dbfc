// Ids as typed in a text area: one per line (commas and spaces also separate), blanks dropped.
export const idsOf = (text: string | undefined): string[] =>
  (text ?? '')
    .split(/[\s,]+/)
    .map((id) => id.trim())
    .filter((id) => id !== '');
