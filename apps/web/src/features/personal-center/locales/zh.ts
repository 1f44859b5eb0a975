import { serverMessages } from '@crm/shared/server-messages';

export const zh = {
  title: '个人中心',
  summary: {
    username: '登录账号',
    email: '电子邮箱',
    phone: '手机号码',
    organization: '所属组织',
    roles: '所属角色',
    enterprise: '所属企业',
    notSet: '未填写',
  },
  tabs: {
    profile: '基本资料',
    password: '修改密码',
  },
  profile: {
    email: '电子邮箱',
    emailInvalid: '请输入正确的邮箱地址',
    mobile: '手机号码',
    mobileInvalid: '请输入正确的手机号码',
    language: '界面语言',
    save: '保存',
    saved: '个人资料已保存',
  },
  password: {
    old: '旧密码',
    new: '新密码',
    confirm: '确认密码',
    oldPlaceholder: '请输入旧密码',
    newPlaceholder: '8-64 位，须包含字母和数字',
    confirmPlaceholder: '请再次输入新密码',
    save: '修改密码',
    saved: '密码已修改，其他设备上的登录已退出',
    required: serverMessages.passwordRequired.zh,
    sameAsOld: serverMessages.passwordSameAsOld.zh,
    mismatch: serverMessages.passwordMismatch.zh,
    weak: serverMessages.passwordWeak.zh,
  },
  firstSignIn: {
    title: '请修改初始密码',
    intro: '您的密码由管理员设置。为保障账号安全，请先设置只有您自己知道的新密码，然后即可开始使用系统。',
    oldHint: '旧密码即管理员告知您的初始密码。',
    signOut: '退出登录',
  },
};
