import type { RobotType } from '@toufang/contracts';

/** The group robots notifications go to, by their product names. */
export const ROBOT_NAMES: Readonly<Record<RobotType, string>> = {
  wecom: '企业微信',
  dingtalk: '钉钉',
  feishu: '飞书',
};
