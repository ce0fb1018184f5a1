import { defineRoutes } from '#shared/http/route.ts';
import { deviceRoutes } from './device.routes.ts';
import { deviceSessionRoutes } from './device-session.routes.ts';
import { printerRoutes } from './printer.routes.ts';

/** The printers group: printers, devices and the devices' print jobs (docs/decisions/printers-devices.md). */
export const routes = defineRoutes({ ...printerRoutes, ...deviceRoutes, ...deviceSessionRoutes });
