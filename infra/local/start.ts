import { parseArgs } from 'node:util';
import { ENV } from '#shared/config.ts';
import { startLocalStack } from './stack.ts';

const { values } = parseArgs({
  options: { data: { type: 'string' }, port: { type: 'string' } },
});
const port = Number(values.port ?? process.env[ENV.localPort] ?? 3000);

const stack = await startLocalStack({
  port,
  ...(values.data ? { dataDir: values.data } : {}),
  authorizerCacheSeconds: Number(process.env[ENV.localAuthorizerCacheSeconds] ?? 300),
});

console.log(`API          ${stack.apiUrl}`);
console.log(`OpenAPI      ${stack.apiUrl}/openapi.json`);
console.log(`Health       ${stack.apiUrl}/health`);
console.log(`Reference    ${stack.apiUrl}/docs`);
console.log(`Mail viewer  ${stack.sesUrl}/`);
console.log(`SMS outbox   ${stack.smsUrl}/messages`);
console.log(`Data         ${values.data ? values.data : 'in memory'} (keys in ${stack.keysDir})`);
console.log(`Mint a token npm run --silent token -- --tenant t1 --permissions all --access ADMIN`);
console.log('ready');

let stopping = false;
const shutdown = async (signal: string) => {
  if (stopping) return;
  stopping = true;
  console.log(`${signal}: stopping`);
  await stack.stop();
  process.exit(0);
};
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
