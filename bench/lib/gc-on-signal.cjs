// Preloaded into a bench's server process (node --expose-gc --require): SIGUSR2 forces a full garbage
// collection, so a bench reads the process's RSS after a forced GC (bench/README.md, memory per 1M members).
process.on('SIGUSR2', () => globalThis.gc?.());
