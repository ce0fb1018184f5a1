import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['test/unit/**/*.test.ts'],
          environment: 'node',
          // The unit project's own environment: it runs alone (npm run test:unit), without the
          // local stack, so what the code under test reads at import (the table name, the
          // region) is set here, never inherited from another project's setup.
          env: { POWERTOOLS_LOG_LEVEL: 'SILENT', TABLE_NAME: 'unit-table', AWS_REGION: 'eu-north-1' },
        },
      },
      {
        test: {
          name: 'integration',
          include: ['test/integration/**/*.test.ts'],
          globalSetup: ['test/support/global-setup.ts'],
          setupFiles: ['test/support/setup-env.ts'],
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'infra',
          include: ['test/infra/**/*.test.ts'],
          testTimeout: 240_000,
          hookTimeout: 240_000,
        },
      },
    ],
  },
});
