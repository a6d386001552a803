// Tencent object times are unix seconds (reference §3.5); report days are Asia/Shanghai days
// (../mirror/shanghai-time).

/** Unix seconds of an instant, rounded down: the medium's modify times are whole seconds. */
export const unixSeconds = (at: Date): number => Math.floor(at.getTime() / 1000);
