import { inject } from 'vitest';

// Integration tests may also talk to the emulators directly (to look at items, queues or mail),
// through the same repositories the handlers use, and run handler code themselves. Give this
// test process the environment the stack's handlers run with, before any test module imports
// shared/config.ts. The stack hands it over explicitly: it never writes the runner's environment.
const stack = inject('stack');
Object.assign(process.env, stack.env, { POWERTOOLS_LOG_LEVEL: 'WARN' });
