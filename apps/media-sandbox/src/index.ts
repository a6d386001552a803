// The media sandbox: a local simulator of the Ocean Engine, Kuaishou and Tencent marketing APIs
// (ARCHITECTURE §7). The platform imports `buildSandbox` to run it in-process.
export {
  buildSandbox,
  type Sandbox,
  type SandboxAppInfo,
  type SandboxInfo,
  type SandboxOptions,
} from './app';
export type { Clock } from './clock';
export type { FaultConfig, FaultConfigInput, FaultRule } from './faults';
export type {
  EndpointOptions,
  EndpointRequest,
  MediumContext,
  PublicRequest,
} from './http/medium-context';
export { mediumError, wireError, type ErrorKind } from './http/medium-error';
export { SANDBOX_PATHS } from './media/registry';
export { dayFirstHour, hourOf, localDay } from './sim/time';
export type { RateLimitConfig, RateLimitRule } from './rate-limit';
export type { AdvertiserRecord } from './state/records';
export type { ObjectRecord } from './state/collection';
export type { SandboxState } from './state/state';
export { md5Hex, sampleMp4, samplePng } from './testing/sample-files';
export {
  SUB_PACKAGE_BUILD_MS,
  SUB_PACKAGE_QUOTA,
  subPackageBuildFails,
} from './media/kuaishou/sub-package-routes';
export { autoGenerateConfigIds } from './media/oceanengine/creative-strategy-routes';
