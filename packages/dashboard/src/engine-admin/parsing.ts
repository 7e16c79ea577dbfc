// Pasted text of the engine-admin forms: record lines and aggregator teams.

/** "key,score" lines (comma, tab or spaces between) as records; the first bad line is reported by number. */
export function parseRecordLines(
  text: string,
): { ok: true; records: { key: string; score: number }[] } | { ok: false; line: number } {
  const records: { key: string; score: number }[] = [];
  const lines = text.split(/\r\n|\r|\n/);
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!.trim();
    if (line === '') continue;
    const match = /^(.+?)\s*[,\t ]\s*(-?\d+(?:\.\d+)?)$/.exec(line);
    if (!match || match[1]!.trim() === '') return { ok: false, line: i + 1 };
    records.push({ key: match[1]!.trim(), score: Number(match[2]) });
  }
  return { ok: true, records };
}

/** "team: a, b" lines as the teams map; undefined when a line is not of that form. */
export function parseTeams(text: string): Record<string, string[]> | undefined {
  const teams: Record<string, string[]> = {};
  for (const raw of text.split(/\r\n|\r|\n/)) {
    const line = raw.trim();
    if (line === '') continue;
    const at = line.indexOf(':');
    if (at <= 0) return undefined;
    const team = line.slice(0, at).trim();
    const members = line
      .slice(at + 1)
      .split(',')
      .map((m) => m.trim())
      .filter(Boolean);
    if (team === '' || members.length === 0 || Object.hasOwn(teams, team)) return undefined;
    teams[team] = members;
  }
  return teams;
}

export const teamsText = (teams: Record<string, string[]> | undefined): string =>
  Object.entries(teams ?? {})
    .map(([team, members]) => `${team}: ${members.join(', ')}`)
    .join('\n');
