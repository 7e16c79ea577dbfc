// Saves a file in the browser: the campaign export (`{codeName}.eventory.json`) and, through `downloadBlob`,
// the insight charts' CSV.
export const exportFileName = (codeName: string) => `${codeName}.eventory.json`;

export function downloadBlob(fileName: string, blob: Blob, doc: Document = document): void {
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

export function downloadJson(fileName: string, data: unknown, doc: Document = document) {
  downloadBlob(fileName, new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }), doc);
}
