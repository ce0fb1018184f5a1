import { buildApp } from './build.ts';

// `npx cdk synth|deploy -c stage=dev|stage|prod`: see infra/settings.ts for every context key.
buildApp().app.synth();
