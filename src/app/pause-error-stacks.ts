// With an inspector attached (DevTools, Lighthouse), V8 gives each new Error a stack with source
// positions, and react-dom makes a few at start-up, its own markers for suspending that are thrown and
// caught inside React, never shown. Finding their positions reparses react-dom's whole module: 50 of
// its 62 ms start-up task at Lighthouse's 4× slowdown (issue 36). Without Error.stackTraceLimit
// V8 takes no stack at all, so main.tsx pauses stacks while react-dom starts; phones, which have no
// inspector, run the same either way.
const errors = Error as { stackTraceLimit?: number };
const stackTraceLimit = errors.stackTraceLimit;
delete errors.stackTraceLimit;

/** New Errors carry their stacks again, as many frames as before. */
export function resumeErrorStacks() {
  errors.stackTraceLimit = stackTraceLimit;
}
