export function workerdPids(pid?: number): number[];
export function cpuMs(pids: number[]): number;
