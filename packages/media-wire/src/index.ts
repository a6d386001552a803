// Wire formats of the three media (docs/media-wire/reference.md), shared by the server's adapters and
// the media sandbox. Per-medium names live in namespaces: `oceanengine.ProjectSchema`,
// `kuaishou.UnitSchema`, `tencent.AdgroupSchema`.
export * as kuaishou from './kuaishou/index';
export * from './media';
export * from './media-file';
export * as oceanengine from './oceanengine/index';
export * from './query';
export * from './reply-enum';
export * from './schedule';
export * as tencent from './tencent/index';
export * from './units';
export * from './wire-json';
