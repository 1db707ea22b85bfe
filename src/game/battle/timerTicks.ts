/**
 * SPEC sections 4 and 9: in the last `warning` seconds of a round a tick sounds every 2 seconds.
 * Given the seconds left and the last second that ticked, the second to tick now, or null.
 */
export function tickDue(secondsLeft: number, lastTick: number, warning: number): number | null {
  if (secondsLeft <= 0) return null;
  const second = Math.ceil(secondsLeft);
  if (second > warning || second % 2 !== 0 || second >= lastTick) return null;
  return second;
}
