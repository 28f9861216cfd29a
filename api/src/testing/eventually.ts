/**
 * Waits until `check` holds, asking every 50 ms; fails after `timeoutMs`
 * saying `what` never happened. For what a server does on its own time (a
 * connection closing, a listener let go), without guessing a sleep.
 */
export async function eventually(
  check: () => boolean | Promise<boolean>,
  what: string,
  timeoutMs = 5_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`after ${timeoutMs} ms, still not so: ${what}`);
    await new Promise((wait) => setTimeout(wait, 50));
  }
}
