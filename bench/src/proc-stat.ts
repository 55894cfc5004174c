import { readFileSync } from 'node:fs';

/** Clock ticks a second in /proc's times: USER_HZ, which Linux fixes at 100 for user space. */
export const TICKS_PER_SECOND = 100;

/**
 * The fields of `/proc/<pid>/stat` that follow the command name (in parentheses, and it may hold
 * spaces), so proc(5)'s field 3, the state, is [0]: the process group [2], user and system ticks
 * [11] and [12], its waited-for children's [13] and [14]. Null when the process is gone or the
 * machine has no /proc.
 */
export function procStat(pid: number | string): string[] | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  } catch {
    return null;
  }
}
