/**
 * The length of each bar as a share (0–100) of the longest, so the largest value fills the track.
 * Negative and non-finite values draw no bar; when every value is zero no bar is drawn at all.
 */
export function barShares(values: readonly number[]): number[] {
  const drawable = values.map((value) => (Number.isFinite(value) && value > 0 ? value : 0));
  const max = Math.max(0, ...drawable);
  return drawable.map((value) => (max === 0 ? 0 : (value / max) * 100));
}
