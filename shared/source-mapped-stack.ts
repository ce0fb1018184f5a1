import { SourceMap } from 'node:module';
import { fileURLToPath } from 'node:url';
import { fs } from '#shared/node-builtins.ts';

/*
 * Stack traces of the deployed bundles, mapped back to the sources when they are logged, not as
 * the bundle loads. Node's --enable-source-maps reads and parses every loaded bundle's map at its
 * import: 4-17 ms of each cold start, by function and load (docs/decisions/bundles.md, "Source maps when an error is
 * logged"). Here a bundle's map (`index.mjs.map`, linked beside it) is read the first time one of
 * its frames is logged, then kept for the container's life. Run from the sources (locally, in the
 * tests), frames name .ts files and nothing is mapped.
 */

const maps = new Map<string, SourceMap | undefined>();

/** The source map beside a bundle or chunk file, parsed once; undefined when it has none. */
const mapOf = (file: string): SourceMap | undefined => {
  if (maps.has(file)) return maps.get(file);
  let finder: SourceMap | undefined;
  try {
    finder = new SourceMap(JSON.parse(fs.readFileSync(`${file}.map`, 'utf8')));
  } catch {
    finder = undefined; // no map beside it, or not one Node reads: the frame stays as it is
  }
  maps.set(file, finder);
  return finder;
};

/** `/x/y/../../functions/a.ts` as the map names it from the bundle's directory -> `functions/a.ts`. */
const sourcePath = (fileName: string): string => {
  const path = fileName.startsWith('file://') ? fileURLToPath(fileName) : fileName;
  return path.replace(/^.*?\/(?=(functions|shared|events|infra|node_modules)\/)/, '');
};

// A frame's location in a bundle or chunk: `file:///var/task/index.mjs:8:19140` or a plain path.
const FRAME = /(file:\/\/\/[^\s()]+?\.mjs|\/[^\s()]+?\.mjs):(\d+):(\d+)/g;

/**
 * `stack` with each frame in a bundled `.mjs` that has a source map beside it rewritten to the
 * source file, line and column it came from (`functions/sales/receipts/receipt.service.ts:41:11`);
 * frames without a map, and stacks of unbundled code, are returned as they are.
 */
export const sourceMappedStack = (stack: string): string =>
  stack.replace(FRAME, (frame, file: string, line: string, column: string) => {
    const map = mapOf(file.startsWith('file://') ? fileURLToPath(file) : file);
    const origin = map?.findOrigin(Number(line), Number(column));
    if (!origin || !('fileName' in origin)) return frame;
    return `${sourcePath(origin.fileName)}:${origin.lineNumber}:${origin.columnNumber}`;
  });

const mapped = new WeakSet<Error>();

/**
 * The logger's JSON replacer (shared/observability.ts): an error about to be logged has its stack,
 * and those of its causes, mapped to the sources (sourceMappedStack) once; Powertools then formats
 * it as usual (name, location, message, stack, cause).
 */
export const sourceMappedErrors = (_key: string, value: unknown): unknown => {
  for (let error = value; error instanceof Error && !mapped.has(error); error = error.cause) {
    mapped.add(error);
    if (typeof error.stack === 'string') error.stack = sourceMappedStack(error.stack);
  }
  return value;
};
