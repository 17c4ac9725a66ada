// Waits for a state the code under test reaches on its own time: a closed socket noticed by the
// server, a timer that fired, a background write. A fixed sleep before the assertion fails on a busy
// machine (CI runs two test lanes on two cores); this returns as soon as the state is there.
export async function eventually(check: () => boolean | Promise<boolean>, ms = 5_000): Promise<void> {
  const until = Date.now() + ms;
  while (!(await check()) && Date.now() < until) await new Promise((r) => setTimeout(r, 20));
}
