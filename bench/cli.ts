// `npm run bench [-- SCENARIO]`: no scenario runs the benchmark (run.ts); `streams` the notice
// streams at scale (streams.ts); `soak` the soak under mixed traffic (soak.ts). Each is its own
// module, loaded only when asked for (they start at import).
export {};

const scenario = process.argv[2];
if (scenario === undefined) await import('./run');
else if (scenario === 'streams') await import('./streams');
else if (scenario === 'soak') await import('./soak');
else {
  console.error(`unknown bench scenario "${scenario}": none (the benchmark), streams or soak`);
  process.exitCode = 2;
}
