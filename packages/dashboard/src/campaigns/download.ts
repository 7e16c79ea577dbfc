// Saves a JSON document as a file in the browser (campaign export: `{codeName}.eventory.json`).
export const exportFileName = (codeName: string) => `${codeName}.eventory.json`;

export function downloadJson(fileName: string, data: unknown, doc: Document = document) {
  const blob = new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const link = doc.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  doc.body.appendChild(link);
  link.click();
  link.remove();
  // Revoked later: some browsers start the download only after the click handler returns.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
