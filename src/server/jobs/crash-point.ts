/**
 * Fault injection for crash tests: `MIMEA_CRASH_AT=<point>` kills this process (SIGKILL, no clean-up,
 * as a power cut would) when it reaches that point. Never active when NODE_ENV is production.
 */
export function crashPoint(point: string): void {
  if (process.env.NODE_ENV === 'production') return;
  if (process.env.MIMEA_CRASH_AT === point) process.kill(process.pid, 'SIGKILL');
}
