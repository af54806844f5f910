import { availableParallelism, loadavg } from 'node:os';

/**
 * The budgets a bench holds (docs/requirements/engineering.md#benchmarks): each `judge` prints its verdict
 * and remembers a miss; `settle` fails the run (exit code 1) when any budget was missed. A budget of size
 * (bytes) is judged on every run. A budget of time or of a Lighthouse performance score moves with the
 * machine's load: it is judged when the load average is at most the number of cores, and otherwise
 * printed as "not judged" with the load, never silently passed.
 */
export function budgets() {
  const missed = [];
  const unjudged = [];
  const cores = availableParallelism();
  return {
    /** `ok` for the budget named `label`; returns the words to print. */
    judge(label, ok, { loadSensitive = false } = {}) {
      const load = loadavg()[0];
      if (loadSensitive && load > cores) {
        unjudged.push(label);
        return `${ok ? 'met' : 'NOT met'}, not judged at load ${load.toFixed(1)} on ${cores} cores`;
      }
      if (!ok) missed.push(label);
      return ok ? 'met' : 'NOT met';
    },
    /** Prints the outcome; a missed budget makes the process exit non-zero. */
    settle() {
      if (unjudged.length > 0)
        console.log(`budgets not judged (the machine was loaded): ${unjudged.join('; ')}`);
      if (missed.length > 0) {
        console.error(`budgets NOT met: ${missed.join('; ')}`);
        process.exitCode = 1;
      } else console.log('every judged budget met');
    },
  };
}
