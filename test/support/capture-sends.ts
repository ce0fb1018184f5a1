import { vi } from 'vitest';

/** The one method of a DocumentClient the repositories call. */
type Sender = { send: (...args: never[]) => Promise<unknown> };

/**
 * Runs `call` against a DocumentClient that answers `responses` in order (an Error is thrown
 * instead), and returns the commands it sent (class and input) and what the call settled with
 * (`{ failed: error }` when it threw). The plain repositories' unit tests run a plain call and
 * the ElectroDB call it replaced through this and compare both sides.
 */
export const captureSends = async (client: Sender, responses: object[], call: () => Promise<unknown>) => {
  const send = vi.spyOn(client as { send: (...args: unknown[]) => Promise<unknown> }, 'send');
  for (const response of responses) {
    if (response instanceof Error) send.mockRejectedValueOnce(response);
    else send.mockResolvedValueOnce(structuredClone(response));
  }
  const result = await call().catch((error: unknown) => ({ failed: error }));
  const sent = send.mock.calls.map(([command]) => ({
    command: (command as object).constructor.name,
    input: (command as { input: unknown }).input,
  }));
  send.mockRestore();
  return { sent, result };
};
