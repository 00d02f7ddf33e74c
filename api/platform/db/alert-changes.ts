/**
 * A counter every write to the alerts table in this process bumps, so a cached list of alerts
 * knows it is out of date at once; other processes' writes (the CLI, other instances) show
 * within the cache's short lifetime instead.
 */
let version = 0

export const alertChanges = {
  /** Call after adding, retiring or raising an alert. */
  bump(): void {
    version++
  },
  get version(): number {
    return version
  },
}
