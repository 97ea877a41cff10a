/**
 * Turns the event loop until `condition` holds or `timeoutMs` has passed; the caller asserts on
 * the condition afterwards. A bound in time, not in turns: on a loaded machine a database round
 * trip takes many more turns than on a quiet one.
 */
export async function waitUntil(condition: () => boolean, timeoutMs = 20_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!condition() && Date.now() < end) {
    await new Promise((resolve) => setImmediate(resolve));
  }
}
