import { ifMatchVersion, withEtag } from '#shared/http/conditional.ts';
import { createHttpHandler } from '#shared/http/handler.ts';
import * as devices from './device.service.ts';
import * as session from './device-session.service.ts';
import * as jobs from './print-job.service.ts';
import * as printers from './printer.service.ts';
import { routes } from './routes.ts';

/** Thin adapter: every operation calls one use case; reads and updates carry the ETag. */
export const handler = createHttpHandler(routes, {
  createPrinter: async ({ params: p, body }) => ({ body: await printers.createPrinter(p.tenantUid, body) }),
  searchPrinters: async ({ params: p, query, body }) => ({
    body: await printers.searchPrinters(p.tenantUid, body, query),
  }),
  getPrinter: async ({ params: p }) => withEtag(await printers.readPrinter(p.tenantUid, p.printerUid)),
  updatePrinter: async ({ params: p, body, headers }) =>
    withEtag(
      await printers.updatePrinter(
        p.tenantUid,
        p.printerUid,
        body,
        ifMatchVersion(headers['if-match'], 'printer'),
      ),
    ),
  deletePrinter: async ({ params: p }) => {
    await printers.deletePrinter(p.tenantUid, p.printerUid);
    return {};
  },
  printTestPage: async ({ params: p }) => ({ body: await jobs.queueTestPage(p.tenantUid, p.printerUid) }),
  getPrintJob: async ({ params: p }) => ({
    body: await jobs.readPrintJob(p.tenantUid, p.printerUid, p.jobUid),
  }),
  createDevice: async ({ params: p, body }) => ({ body: await devices.createDevice(p.tenantUid, body) }),
  listDevices: async ({ params: p, query }) => ({
    body: await devices.listDevicePage(p.tenantUid, query.storeUid),
  }),
  getDevice: async ({ params: p }) => withEtag(await devices.readDevice(p.tenantUid, p.deviceUid)),
  updateDevice: async ({ params: p, body, headers }) =>
    withEtag(
      await devices.updateDevice(
        p.tenantUid,
        p.deviceUid,
        body,
        ifMatchVersion(headers['if-match'], 'device'),
      ),
    ),
  deleteDevice: async ({ params: p }) => {
    await devices.deleteDevice(p.tenantUid, p.deviceUid);
    return {};
  },
  rotateDeviceToken: async ({ params: p }) => ({
    body: await devices.rotateDeviceToken(p.tenantUid, p.deviceUid),
  }),
  revokeDeviceToken: async ({ params: p }) => {
    await devices.revokeDeviceToken(p.tenantUid, p.deviceUid);
    return {};
  },
  getDeviceSelf: async ({ auth }) => ({ body: await session.readDeviceSelf(auth) }),
  leaseDeviceJobs: async ({ auth, body }) => ({ body: await session.leaseJobs(auth, body ?? {}) }),
  ackDeviceJob: async ({ auth, params: p, body }) => ({ body: await session.ackJob(auth, p.jobUid, body) }),
});
