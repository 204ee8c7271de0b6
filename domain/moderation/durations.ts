/** The timeout lengths an administrator may choose, as the spec lists them; 1h is the default. */
export const TIMEOUT_DURATIONS = {
  '5m': 5 * 60_000,
  '15m': 15 * 60_000,
  '30m': 30 * 60_000,
  '1h': 60 * 60_000,
  '6h': 6 * 60 * 60_000,
  '12h': 12 * 60 * 60_000,
  '1d': 24 * 60 * 60_000,
  '3d': 3 * 24 * 60 * 60_000,
  '1w': 7 * 24 * 60 * 60_000,
} as const;

export type TimeoutDuration = keyof typeof TIMEOUT_DURATIONS;
export const DEFAULT_TIMEOUT: TimeoutDuration = '1h';

export function isTimeoutDuration(value: unknown): value is TimeoutDuration {
  return typeof value === 'string' && Object.hasOwn(TIMEOUT_DURATIONS, value);
}
