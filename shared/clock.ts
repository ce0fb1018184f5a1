/** ISO timestamp of now; one place so that tests can reason about it. */
export const nowIso = (): string => new Date().toISOString();
