export const zh = {
  notFound: {
    title: '页面不存在',
    description: '您访问的页面不存在或已被移除，请检查地址是否正确。',
  },
  noPermission: {
    title: '无访问权限',
    description: '您的账号没有访问此页面的权限。如需开通，请联系系统管理员。',
  },
  unknownEnterprise: '当前域名未绑定企业，请确认访问地址或联系系统管理员。',
  backHome: '返回工作台',
  toLogin: '前往登录',
};
