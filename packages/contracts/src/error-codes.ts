/**
 * The one registry of API result codes (ARCHITECTURE §5). The server never invents a code inline:
 * it throws `AppError('KEY')` and the error handler renders the envelope from this table.
 * `{name}` placeholders in messages are filled from the error's params.
 */
export const ERROR_CODES = {
  OK: { code: 0, message: 'success', message_cn: '成功' },
  SESSION_INVALID: {
    code: -100,
    message: 'session invalid or expired',
    message_cn: '登录状态已过期，请重新登录',
  },

  VALIDATION_FAILED: { code: 10001, message: 'invalid request', message_cn: '请求参数有误' },
  ABILITY_REQUIRED: {
    code: 10003,
    message: 'ability {ability} required',
    message_cn: '没有权限执行该操作（需要权限 {ability}）',
  },
  NOT_FOUND: { code: 10004, message: '{entity} not found', message_cn: '{entity}不存在' },
  ROUTE_NOT_FOUND: { code: 10005, message: 'no such API', message_cn: '接口不存在' },
  REQUEST_TIMEOUT: {
    code: 10008,
    message: 'request not received in time',
    message_cn: '请求超时，请检查网络后重试',
  },
  CONFLICT: { code: 10009, message: '{entity} already exists', message_cn: '{entity}已存在' },
  IN_USE: {
    code: 10010,
    message: '{entity} is still in use',
    message_cn: '{entity}仍在使用中，无法删除',
  },
  PAYLOAD_TOO_LARGE: { code: 10013, message: 'request body too large', message_cn: '请求内容过大' },
  ADVERTISERS_OUT_OF_SCOPE: {
    code: 10015,
    message: 'advertisers outside your data scope: {ids}',
    message_cn: '以下账户不在您的数据权限内或未授权：{ids}',
  },
  RATE_LIMITED: {
    code: 10029,
    message: 'too many requests',
    message_cn: '请求过于频繁，请稍后再试',
  },

  LOGIN_FAILED: {
    code: 20001,
    message: 'wrong user name or password',
    message_cn: '用户名或密码错误',
  },
  LOGIN_LOCKED: {
    code: 20002,
    message: 'account locked after too many wrong passwords',
    message_cn:
      '密码错误次数过多，账号已暂时锁定，请 {minutes} 分钟后再试；在曾成功登录过的网络中登录不受影响，也可联系管理员解锁',
  },
  USER_DISABLED: {
    code: 20003,
    message: 'user disabled',
    message_cn: '账号已被禁用，请联系管理员',
  },
  LOGIN_THROTTLED: {
    code: 20004,
    message: 'too many sign-in attempts; wait {seconds} s',
    message_cn: '登录尝试过于频繁，请 {seconds} 秒后再试',
  },
  SMS_TOO_FREQUENT: {
    code: 20011,
    message: 'sms code requested too often',
    message_cn: '验证码发送过于频繁，请 {seconds} 秒后再试',
  },
  SMS_DAILY_LIMIT: {
    code: 20012,
    message: 'sms daily limit reached',
    message_cn: '该手机号今日获取验证码次数已达上限',
  },
  SMS_CODE_INVALID: {
    code: 20013,
    message: 'sms code wrong or expired',
    message_cn: '验证码错误或已过期',
  },
  SMS_CODE_LOCKED: {
    code: 20014,
    message: 'too many wrong sms codes',
    message_cn: '验证码错误次数过多，请重新获取',
  },
  SELF_LOCKOUT: {
    code: 20021,
    message: 'cannot disable or demote yourself',
    message_cn: '不能禁用自己的账号或移除自己的管理权限',
  },
  SYSTEM_ROLE: {
    code: 20022,
    message: 'system role cannot be changed this way',
    message_cn: '系统内置角色不能删除或改名，超级管理员始终拥有全部权限',
  },

  TASK_NOT_FINISHED_RETRY: {
    code: 30001,
    message: 'task still running; retry after it finishes',
    message_cn: '任务尚未结束，结束后才能重试失败项',
  },
  TASK_NOTHING_TO_RETRY: {
    code: 30002,
    message: 'task has no failed items',
    message_cn: '该任务没有失败的条目，无需重试',
  },
  TASK_ALREADY_FINISHED: {
    code: 30003,
    message: 'task already finished',
    message_cn: '任务已结束，无法取消',
  },
  TASK_DUPLICATE_ITEMS: {
    code: 30004,
    message: 'items already submitted: {keys}',
    message_cn: '以下条目已提交过，请勿重复提交：{keys}',
  },

  OAUTH_STATE_INVALID: {
    code: 40001,
    message: 'authorization link invalid, expired or already used',
    message_cn: '授权链接无效、已过期或已使用，请重新发起授权',
  },
  OAUTH_CODE_MISSING: {
    code: 40002,
    message: 'the medium returned no authorization code',
    message_cn: '媒体未返回授权码（可能已取消授权），请重新发起授权',
  },
  OAUTH_EXCHANGE_FAILED: {
    code: 40003,
    message: 'the medium refused the authorization: {reason}',
    message_cn: '媒体授权失败：{reason}',
  },
  MEDIUM_NOT_CONFIGURED: {
    code: 40004,
    message: 'medium {medium} is not configured',
    message_cn: '未配置{medium}的开发者应用，无法授权',
  },
  MEDIUM_UNAVAILABLE: {
    code: 40005,
    message: 'medium call failed: {reason}',
    message_cn: '媒体接口调用失败：{reason}',
  },
  REAUTHORIZE_REQUIRED: {
    code: 40006,
    message: 'authorization expired; authorize again',
    message_cn: '账户授权已失效，请重新授权',
  },
  NOTE_SHEET_UNREADABLE: {
    code: 40011,
    message: 'note spreadsheet unreadable: {reason}',
    message_cn: '备注表格无法读取：{reason}',
  },
  NOTE_SHEET_REJECTED: {
    code: 40012,
    message: 'note spreadsheet has {count} bad rows; nothing changed',
    message_cn: '备注表格有 {count} 行有误，未做任何修改',
  },

  PROMOTION_NOT_COPYABLE: {
    code: 60201,
    message: 'promotion cannot be copied: {reason}',
    message_cn: '{reason}',
  },
  WRITE_ALL_FAILED: {
    code: 60202,
    message: 'every item of the write failed',
    message_cn: '全部失败',
  },
  OBJECTS_NOT_OF_ADVERTISER: {
    code: 60203,
    message: 'objects do not belong to the advertiser given: {ids}',
    message_cn: '以下对象不属于所填账户，未做任何修改：{ids}',
  },

  REPORT_VIEW_NOT_OWNER: {
    code: 60101,
    message: 'only the owner or an admin may change this view',
    message_cn: '只能修改或删除自己创建的视图',
  },
  REPORT_VIEW_LIMIT: {
    code: 60102,
    message: 'at most {max} views per tab',
    message_cn: '每个标签页最多保存 {max} 个视图，请先删除不用的视图',
  },
  REPORT_REFRESH_BUSY: {
    code: 60103,
    message: 'a refresh of yours is still running',
    message_cn: '您的上一次刷新仍在进行中，请等待完成后再刷新',
  },

  MATERIAL_IMAGE_UNREADABLE: {
    code: 70001,
    message: 'image {name} cannot be read',
    message_cn: '{name} 解析失败，可能图片格式不正确',
  },
  MATERIAL_REJECTED: {
    code: 70002,
    message: 'material {name} refused: {reason}',
    message_cn: '{name} 无法上传：{reason}',
  },
  MATERIAL_DUPLICATE: {
    code: 70003,
    message: 'material {name} is already in the library as {existing}',
    message_cn: '{name} 与素材库中的「{existing}」内容相同，可直接使用该素材，或选择覆盖上传',
  },
  MATERIAL_LINK_INVALID: {
    code: 70005,
    message: 'material link invalid or expired',
    message_cn: '素材链接无效或已过期，请刷新后重试',
  },
  MATERIAL_NOT_APPROVED: {
    code: 70006,
    message: 'materials not approved by review: {names}',
    message_cn: '以下素材未通过审核，不能推送：{names}',
  },
  MATERIAL_PUSH_UNSUPPORTED: {
    code: 70007,
    message: 'media refuse these materials: {reasons}',
    message_cn: '以下素材不能推送到所选媒体：{reasons}',
  },
  MATERIAL_UPLOAD_OFFSET: {
    code: 70008,
    message: 'upload of {name} continues at byte {offset}',
    message_cn: '{name} 的续传位置不符，应从第 {offset} 字节继续',
  },
  MATERIAL_NOT_OWNER: {
    code: 70004,
    message: 'only the uploader or an admin may change this material',
    message_cn: '只能修改自己上传的素材',
  },
  MATERIAL_COPY_REFUSED: {
    code: 70010,
    message: 'material copy between accounts refused: {reason}',
    message_cn: '{reason}',
  },
  MATERIAL_NOT_ON_ACCOUNT: {
    code: 70011,
    message: 'materials not pushed to account {advertiser}: {names}',
    message_cn: '以下素材尚未成功推送到账户 {advertiser}，请先推送：{names}',
  },
  MATERIAL_COVER_REFUSED: {
    code: 70012,
    message: 'no cover suggestions: {reason}',
    message_cn: '{reason}',
  },
  MATERIAL_REPLACE_PUSHED: {
    code: 70013,
    message: 'material {name} was pushed to media accounts: its content cannot be replaced',
    message_cn:
      '素材「{name}」已推送到 {count} 个媒体账户，替换内容后媒体中的素材不会随之更新，不能替换；请作为新素材上传',
  },
  MATERIAL_IMAGE_TEXT_NOT_CREATOR: {
    code: 70014,
    message: 'only the creator may delete image-text {names}',
    message_cn: '图文素材仅创建人可删除：{names}',
  },
  MATERIAL_IMAGE_TEXT_UNUSABLE: {
    code: 70015,
    message: 'images of image-text materials cannot be used: {reasons}',
    message_cn: '图文中有图片不能使用：{reasons}',
  },
  MATERIAL_FOLDER_NOT_OWNER: {
    code: 70009,
    message: 'only an admin, or the folder creator owning every file in it, may delete it',
    message_cn: '只能删除自己创建、且其中素材都是自己上传的文件夹',
  },

  TITLE_REJECTED: {
    code: 70101,
    message: 'title refused by every medium: {reason}',
    message_cn: '标题不符合任何媒体的长度要求：{reason}',
  },
  TITLE_DUPLICATE: {
    code: 70102,
    message: 'the game already has the title {title}',
    message_cn: '该游戏的标题库中已有「{title}」',
  },
  TITLE_FILE_UNREADABLE: {
    code: 70103,
    message: 'title file unreadable: {reason}',
    message_cn: '标题文件无法读取：{reason}',
  },
  KEYWORD_FILE_UNREADABLE: {
    code: 70104,
    message: 'keyword file unreadable: {reason}',
    message_cn: '关键词文件无法读取：{reason}',
  },

  APP_QUOTA_EXCEEDED: {
    code: 70201,
    message: 'app quota reached in accounts: {ids}',
    message_cn: '以下账户的应用数量已达上限：{ids}',
  },
  GAME_OUT_OF_SCOPE: {
    code: 70202,
    message: 'game {game} is not assigned to you',
    message_cn: '游戏 {game} 不在您的数据权限内',
  },
  APP_EXISTS: {
    code: 70204,
    message: 'accounts already hold the app: {ids}',
    message_cn: '以下账户已有该应用（同包名、同平台）：{ids}',
  },
  APP_ACCOUNTS_REQUIRED: {
    code: 70203,
    message: 'choose the accounts to create the app in',
    message_cn: '请选择要创建应用的账户',
  },

  SUB_PACKAGE_APP_UNSUPPORTED: {
    code: 70205,
    message: 'the app cannot be cut into sub-packages: {reason}',
    message_cn: '该应用不能分包：{reason}',
  },
  SUB_PACKAGE_QUOTA_EXCEEDED: {
    code: 70206,
    message: 'sub-package quota of the app exceeded: {reason}',
    message_cn: '{reason}',
  },
  SUB_PACKAGE_NONE_FAILED: {
    code: 70207,
    message: 'no failed sub-package to retry',
    message_cn: '没有可重试的失败分包',
  },

  BASE_EXISTS: {
    code: 70301,
    message: 'the game already has a conversion base for {platform} on this medium: {name}',
    message_cn: '该游戏在此媒体的{platform}平台已有转化基础「{name}」',
  },
  BASE_PUSH_UNSUPPORTED: {
    code: 70302,
    message: 'pushing a conversion base to accounts is not available on {medium}',
    message_cn: '{medium}的转化基础暂不支持推送到账户{reason}',
  },
  BASE_PUSH_RUNNING: {
    code: 70303,
    message: 'the base is still being pushed to: {ids}',
    message_cn: '以下账户正在推送中，请等待完成后再试：{ids}',
  },
  BASE_PUSH_APP_MISSING: {
    code: 70304,
    message: 'the app centres of these accounts lack the base app: {ids}',
    message_cn: '以下账户的应用中心没有该应用，请先在应用管理中创建：{ids}',
  },
  BASE_KIND_PUSH_UNSUPPORTED: {
    code: 70305,
    message: 'pushing a {kind} conversion base to accounts is not available',
    message_cn: '{kind}转化基础暂不支持推送到账户',
  },

  CATEGORY_EXISTS: {
    code: 70401,
    message: 'the medium already has a channel category named {name}',
    message_cn: '此媒体已有渠道分类「{name}」',
  },
  AD_ID_SHEET_UNREADABLE: {
    code: 70402,
    message: 'ad ID sheet unreadable: {reason}',
    message_cn: '广告ID表格无法读取：{reason}',
  },
  AD_ID_ROWS_INVALID: {
    code: 70403,
    message: '{count} rows of the sheet are invalid; no ad ID was created',
    message_cn: '表格中有 {count} 行有误，未创建任何广告ID',
  },
  SPEND_SHEET_UNREADABLE: {
    code: 70404,
    message: 'spend sheet unreadable: {reason}',
    message_cn: '消耗表格无法读取：{reason}',
  },
  SPEND_ROWS_INVALID: {
    code: 70405,
    message: '{count} rows of the sheet are invalid; no spend was imported',
    message_cn: '表格中有 {count} 行有误，未导入任何消耗',
  },

  CREATION_MEDIUM_MISMATCH: {
    code: 70501,
    message: 'the draft is of {draft}, the call of {medium}',
    message_cn: '草稿的媒体与接口不一致',
  },
  CREATION_DRAFT_INVALID: {
    code: 70502,
    message: 'the draft cannot be created: {count} problems',
    message_cn: '有 {count} 处问题，请修改后再提交',
  },
  CREATION_ITEM_NOT_EDITABLE: {
    code: 70503,
    message: 'only a failed item whose outcome is known can be edited',
    message_cn: '只能修改创建失败的条目（结果未知的条目请先重试）',
  },
  CREATION_SCOPE_ALL: {
    code: 70504,
    message: "only administrators list everyone's delivery tasks",
    message_cn: '只有管理员可以查看全部投放任务',
  },

  INTERNAL: { code: 50000, message: 'internal error', message_cn: '服务器内部错误，请稍后再试' },
} as const satisfies Record<string, { code: number; message: string; message_cn: string }>;

export type ErrorKey = keyof typeof ERROR_CODES;

export function formatErrorText(template: string, params: Record<string, string | number> = {}) {
  return template.replace(/\{(\w+)\}/g, (match, name: string) =>
    name in params ? String(params[name]) : match,
  );
}

/** The response envelope of every API call (spec 000 §7). */
export interface Envelope<T = unknown> {
  code: number;
  data: T;
  message: string | string[];
  msg: string;
  message_cn: string;
}
