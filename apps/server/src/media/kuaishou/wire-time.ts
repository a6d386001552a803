import { fromShanghaiDateTime } from '../mirror/shanghai-time';

// Kuaishou date-times are wall-clock strings in Asia/Shanghai, "yyyy-MM-dd HH:mm:ss"
// (reference §2.6–§2.8).

/** A wire date-time as an instant; null when absent or empty. */
export const fromWireDateTime = (value: string | null | undefined): Date | null =>
  fromShanghaiDateTime(value, 'a Kuaishou date-time');
