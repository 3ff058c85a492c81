import { useEffect, useState } from "react";

/**
 * Whole seconds left of `totalMs` once `isRunning` (5, 4, … 0), for a "redirecting in N
 * seconds" line that really counts. It reads the clock on each tick, so a slow tick
 * never stretches the wait.
 */
export function useCountdown(totalMs: number, isRunning: boolean): number {
  const [secondsLeft, setSecondsLeft] = useState(Math.ceil(totalMs / 1000));
  useEffect(() => {
    if (!isRunning) return;
    const deadline = Date.now() + totalMs;
    const tick = () => setSecondsLeft(Math.max(0, Math.ceil((deadline - Date.now()) / 1000)));
    const timer = setInterval(tick, 200);
    return () => clearInterval(timer);
  }, [totalMs, isRunning]);
  return secondsLeft;
}
