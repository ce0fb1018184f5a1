/**
 * Stand-in for `@smithy/core/event-streams` in function bundles (esbuild alias in
 * infra/bundling.ts). The SDK's protocols import it only to (de)serialize an operation's event
 * stream (HttpProtocol.loadEventStreamCapability, a dynamic import that esbuild inlines), and no
 * client the functions use has such an operation (test/infra/event-streams-shim.test.ts checks
 * every bundled client). Saves 15 KB minified in every function with an AWS client. Should a
 * client with event streams ever be bundled, the operation fails loudly here.
 */
const unsupported = (): never => {
  throw new Error(
    'event streams are not part of function bundles (infra/bundle-shims/smithy-event-streams.ts)',
  );
};

export class EventStreamSerde {
  constructor() {
    unsupported();
  }
}

export const eventStreamSerdeProvider = unsupported;
