/** Permission marks of the admin console; the admin role holds them through `*:*:*`. */
export const ADMIN = {
  userList: { access: { permission: 'system:user:list' } },
  userEdit: { access: { permission: 'system:user:edit' } },
  roleList: { access: { permission: 'system:role:list' } },
  roleEdit: { access: { permission: 'system:role:edit' } },
  orgList: { access: { permission: 'system:org:list' } },
  orgEdit: { access: { permission: 'system:org:edit' } },
  menuList: { access: { permission: 'system:menu:list' } },
  menuEdit: { access: { permission: 'system:menu:edit' } },
  languageEdit: { access: { permission: 'system:language:edit' } },
  dictEdit: { access: { permission: 'system:dict:edit' } },
  auditList: { access: { permission: 'system:audit:list' } },
} as const;

export const adminTags = ['admin console'];
