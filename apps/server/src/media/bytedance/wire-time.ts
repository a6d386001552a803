import { fromShanghaiDateTime } from '../mirror/shanghai-time';

// Ocean Engine date-times are wall-clock strings in Asia/Shanghai, "yyyy-MM-dd HH:mm:ss"
// (reference §1.7, §1.11).

/** A wire date-time as an instant; null when absent. */
export const fromWireDateTime = (value: string | undefined): Date | null =>
  fromShanghaiDateTime(value, 'an Ocean Engine date-time');
