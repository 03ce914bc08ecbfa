/**
 * Runs a command-line entry point's start (`npm run mock`, `npm run mock:reset`), or names what stopped
 * it (a setting it cannot run with) in one line and exits: a person reads a message, not a stack.
 */
export const startOrExit = <T>(what: string, start: () => T): T => {
  try {
    return start();
  } catch (error) {
    console.error(`${what}: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
};
