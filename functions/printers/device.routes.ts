import type { RouteAuth } from '#shared/auth/model.ts';
import { defineRoutes } from '#shared/http/route.ts';
import { TenantParams, withUids } from '#shared/schema/params.ts';
import {
  CreateDeviceBody,
  DeviceList,
  DeviceListQuery,
  DeviceResponse,
  DeviceWithToken,
  UpdateDeviceBody,
} from './device.schema.ts';

/** Registering devices and handing out their tokens: Tenant.Admin or BACKOFFICE. */
export const DEVICE_ADMIN: RouteAuth = { access: 'BACKOFFICE' };

const tags = ['Devices'] as const;
const base = '/tenants/{tenantUid}/devices';
const one = `${base}/{deviceUid}`;
const DeviceParams = withUids(TenantParams, 'deviceUid');
const etag = { ETag: 'Device version, for If-Match' };

/** Devices of the stores (issue 18; spec 9: devices filterable by storeUid). */
export const deviceRoutes = defineRoutes({
  createDevice: {
    method: 'POST',
    path: base,
    summary: 'Register a device of a store and issue its token',
    description:
      'The store must exist (404 naming body.storeUid). The answer carries the device token (`rcs_dt_...`) once; only its hash is stored. The device presents it as `Authorization: Bearer` to `GET /device` and the `/device/jobs` routes, and to no other route.',
    tags,
    auth: DEVICE_ADMIN,
    // The answer carries a token: never kept in an Idempotency-Key record.
    idempotent: false,
    request: { params: TenantParams, body: CreateDeviceBody },
    success: {
      status: 201,
      location: '/tenants/{tenantUid}/devices/{device.deviceUid}',
      description: 'The device and its token (shown once)',
      schema: DeviceWithToken,
    },
    responses: { 404: { description: 'No such store' }, 409: { description: 'The deviceUid is taken' } },
  },
  listDevices: {
    method: 'GET',
    path: base,
    summary: 'List devices',
    description: 'Every device of the tenant, or of the store `storeUid` names, by name. Read-your-writes.',
    tags,
    auth: DEVICE_ADMIN,
    request: { params: TenantParams, query: DeviceListQuery },
    success: { status: 200, description: 'The devices', schema: DeviceList },
  },
  getDevice: {
    method: 'GET',
    path: one,
    summary: 'Get a device',
    tags,
    auth: DEVICE_ADMIN,
    request: { params: DeviceParams },
    success: { status: 200, description: 'The device', schema: DeviceResponse, headers: etag },
    responses: { 404: { description: 'No such device' } },
  },
  updateDevice: {
    method: 'PUT',
    path: one,
    summary: 'Rename a device',
    description:
      'A device stays in its store (register a new one to move it). If-Match with the ETag; a stale version is a 412.',
    tags,
    auth: DEVICE_ADMIN,
    request: { params: DeviceParams, body: UpdateDeviceBody },
    success: { status: 200, description: 'The device', schema: DeviceResponse, headers: etag },
    responses: {
      404: { description: 'No such device' },
      409: { description: 'A concurrent change' },
      412: { description: 'If-Match names an older version' },
    },
  },
  deleteDevice: {
    method: 'DELETE',
    path: one,
    summary: 'Delete a device and revoke its token',
    tags,
    auth: DEVICE_ADMIN,
    request: { params: DeviceParams },
    success: { status: 204, description: 'Deleted' },
    responses: { 404: { description: 'No such device' }, 409: { description: 'Concurrent change' } },
  },
  rotateDeviceToken: {
    method: 'POST',
    path: `${one}/token`,
    summary: 'Issue a new device token',
    description: 'The new token is shown once; the previous one is refused from now on.',
    tags,
    auth: DEVICE_ADMIN,
    idempotent: false,
    request: { params: DeviceParams },
    success: {
      status: 201,
      location: '/tenants/{tenantUid}/devices/{deviceUid}',
      description: 'The device and its new token',
      schema: DeviceWithToken,
    },
    responses: { 404: { description: 'No such device' }, 409: { description: 'Concurrent change' } },
  },
  revokeDeviceToken: {
    method: 'DELETE',
    path: `${one}/token`,
    summary: "Revoke a device's token",
    description: 'The device stays registered, without a token, until a new one is issued.',
    tags,
    auth: DEVICE_ADMIN,
    request: { params: DeviceParams },
    success: { status: 204, description: 'Revoked' },
    responses: { 404: { description: 'No such device' }, 409: { description: 'Concurrent change' } },
  },
});
