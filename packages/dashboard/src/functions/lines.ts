// Arguments as typed in the function forms: one per line, blank lines dropped (admin spec §5 array fields).
export const linesOf = (text: string): string[] =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '');
