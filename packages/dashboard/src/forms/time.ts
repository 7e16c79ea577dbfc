// Date pickers store unix seconds, 0 when cleared (admin spec §5 dynamic form rules).
import dayjs, { type Dayjs } from 'dayjs';

export const DATE_TIME_FORMAT = 'YYYY-MM-DD HH:mm:ss';

export const toUnixSeconds = (value: Dayjs | null | undefined): number => (value ? value.unix() : 0);
export const fromUnixSeconds = (seconds: number): Dayjs | null => (seconds ? dayjs.unix(seconds) : null);
export const formatUnixSeconds = (seconds: number): string =>
  seconds ? dayjs.unix(seconds).format('YYYY-MM-DD HH:mm') : '—';
