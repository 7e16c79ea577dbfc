// The CSV of one chart (issue 17 §1: every chart's data exportable): a header row, then one row per x value
// (a bucket time in the campaign's timezone, a step or a key); quotes where a cell needs them (RFC 4180).
import { timezoneOffsetMinutes } from '@eventory/domain/constraints/schedule';
import { downloadBlob } from '../campaigns/download.ts';

export interface ChartTable {
  /** The first column's header and each series' name. */
  columns: string[];
  /** One row per x value: the label, then each series' value. */
  rows: (string | number | null)[][];
}

const cell = (value: string | number | null): string => {
  if (value === null) return '';
  const text = String(value);
  return /[",\n\r]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
};

export function toCsv(table: ChartTable): string {
  return [table.columns, ...table.rows].map((row) => row.map(cell).join(',')).join('\r\n') + '\r\n';
}

/** 'YYYY-MM-DD HH:mm' of unix ms in a campaign timezone such as 'GMT+0800'. */
export function localTime(ms: number, timezone: string): string {
  const shifted = new Date(ms + timezoneOffsetMinutes(timezone) * 60_000).toISOString();
  return `${shifted.slice(0, 10)} ${shifted.slice(11, 16)}`;
}

/** The file name of a chart's CSV: campaign, chart and range start, safe for any file system. */
export const csvFileName = (codeName: string, chart: string) =>
  `${codeName}-${chart}`.replace(/[^\w.-]+/g, '_') + '.csv';

export function downloadCsv(fileName: string, csv: string, doc: Document = document): void {
  // A byte-order mark, so spreadsheet programs read the file as UTF-8.
  downloadBlob(fileName, new Blob(['\ufeff', csv], { type: 'text/csv;charset=utf-8' }), doc);
}
