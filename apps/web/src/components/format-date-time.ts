import dayjs from 'dayjs';

/** Date-times of lists are shown to the second in local time; missing ones as a dash. */
export function formatDateTime(value: string | null | undefined): string {
  if (!value) return '-';
  const parsed = dayjs(value);
  return parsed.isValid() ? parsed.format('YYYY-MM-DD HH:mm:ss') : '-';
}
