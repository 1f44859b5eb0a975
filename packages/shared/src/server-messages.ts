import type { Lang } from './i18n';

/** Messages the server puts in `message` or `error_description`, in both languages. */
export const serverMessages = {
  unauthorized: { zh: '登录状态已失效，请重新登录', en: 'Your session has expired, please log in again' },
  forbidden: { zh: '您没有操作权限！', en: 'You have no permission to operate!' },
  notFound: { zh: '请求的资源不存在', en: 'The requested resource does not exist' },
  routeNotFound: { zh: '请求地址错误：{url}', en: 'Request address error: {url}' },
  internal: { zh: '服务器内部错误！', en: 'Internal server error!' },
  unknownTenant: { zh: '未识别的企业域名：{domain}', en: 'Unknown enterprise domain: {domain}' },
  invalidField: { zh: '参数 {field} 不正确：{reason}', en: 'Invalid field {field}: {reason}' },
  fieldRequired: { zh: '必填', en: 'is required' },
  fieldType: { zh: '类型应为 {expected}', en: 'must be {expected}' },
  fieldTooShort: { zh: '不能少于 {minimum}', en: 'must be at least {minimum}' },
  fieldTooLong: { zh: '不能多于 {maximum}', en: 'must be at most {maximum}' },
  fieldFormat: { zh: '格式不正确', en: 'has an invalid format' },
  fieldValue: { zh: '取值不在允许范围内', en: 'has a value that is not allowed' },
  fieldUnknown: { zh: '不允许的字段', en: 'is not an allowed field' },
  invalidBody: { zh: '请求内容格式不正确', en: 'The request body is malformed' },
  tooManyRequests: { zh: '请求过于频繁，请稍后再试', en: 'Too many requests, please try again later' },
  // identity
  invalidCredentials: { zh: '用户名或密码错误', en: 'Invalid user credentials' },
  accountLocked: {
    zh: '登录失败次数过多，账号已锁定，请 {minutes} 分钟后再试',
    en: 'Too many failed logins: the account is locked, try again in {minutes} minutes',
  },
  accountDisabled: { zh: '账号已停用，请联系管理员', en: 'Account disabled, please contact the administrator' },
  invalidClient: { zh: '无效的客户端', en: 'Invalid client or Invalid client credentials' },
  missingParameter: { zh: '缺少表单参数：{name}', en: 'Missing form parameter: {name}' },
  unsupportedGrant: { zh: '不支持的 grant_type', en: 'Unsupported grant_type' },
  invalidRefreshToken: { zh: '刷新令牌无效', en: 'Invalid refresh token' },
  refreshTokenReused: {
    zh: '刷新令牌已被使用过，为安全起见该会话已注销',
    en: 'Refresh token was already used; the session has been revoked for safety',
  },
  sessionNotActive: { zh: '会话已失效', en: 'Session not active' },
  realmNotFound: { zh: '领域不存在', en: 'Realm does not exist' },
  wecomNotConfigured: { zh: '本企业未开通企业微信登录', en: 'Enterprise WeChat sign-in is not set up for this enterprise' },
  wecomCodeRefused: { zh: '企业微信授权已失效，请重新进入应用', en: 'The Enterprise WeChat authorization has expired, please open the app again' },
  wecomUserNotLinked: {
    zh: '您的企业微信账号尚未关联系统用户，请联系管理员',
    en: 'Your Enterprise WeChat account is not linked to a user yet, please contact the administrator',
  },
  oldPasswordWrong: { zh: '旧密码不正确', en: 'The old password is not correct' },
  passwordSameAsOld: { zh: '新密码不能与旧密码相同', en: 'Old and new passwords can not be the same' },
  passwordMismatch: { zh: '两次输入的密码不一致', en: 'The new password and its confirmation do not match' },
  passwordWeak: {
    zh: '密码长度为 8-64 位，且须同时包含字母和数字',
    en: 'The password must be 8 to 64 characters long and contain both letters and digits',
  },
  usernameTaken: { zh: '登录名 {username} 已存在', en: 'The login name {username} is already taken' },
  userRoleRequired: { zh: '请选择用户角色', en: 'User role is required' },
  passwordRequired: { zh: '请输入密码', en: 'Password is required' },
  roleNameRequired: { zh: '请输入角色名称', en: 'Role name is required' },
  roleNameEnRequired: { zh: '请输入角色英文名称', en: 'Role English name is required' },
  codeTaken: { zh: '编码 {code} 已存在', en: 'The code {code} is already taken' },
  cannotChangeOwnAccess: { zh: '不能停用或删除当前登录的账号', en: 'You cannot disable or delete the account you are signed in with' },
  parentNotFound: { zh: '上级不存在', en: 'The parent does not exist' },
  parentCycle: { zh: '不能把上级设为自己或自己的下级', en: 'The parent cannot be the entry itself or one of its descendants' },
  roleInUse: { zh: '该角色仍有 {count} 个用户，请先调整这些用户的角色', en: 'The role still has {count} users: change their roles first' },
  menuAllRequiresPermission: {
    zh: '查看全部菜单需要菜单管理权限',
    en: 'Listing every menu requires the menu administration permission',
  },
} satisfies Record<string, Record<Lang, string>>;

export type ServerMessageKey = keyof typeof serverMessages;
