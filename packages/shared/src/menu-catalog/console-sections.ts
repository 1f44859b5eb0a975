import { section, page, button, hidden, type Def } from './builders';
import { ADMIN_ONLY } from './role-groups';

/**
 * The administration console (/pc/admin/…, opened from the avatar menu): not in the sidebar, but in
 * the catalog so that a custom role can be granted a part of it (user administration without role
 * editing, say). Each page's path is the console's section; its permission opens that section.
 */
const consolePage = (path: string, name: string, nameEn: string, permission: Def['permission'] & string, buttons: Def[] = []): Def =>
  hidden(page(path, name, nameEn, { permission, roles: ADMIN_ONLY, children: buttons }));

export const consoleSections: Def[] = [
  hidden(
    section('admin', '系统管理', 'Administration', 'SettingOutlined', [
      consolePage('users', '用户管理', 'Users', 'system:user:list', [button('system:user:edit', '编辑用户', 'Edit users', ADMIN_ONLY)]),
      consolePage('roles', '角色管理', 'Roles', 'system:role:list', [button('system:role:edit', '编辑角色与授权', 'Edit roles and grants', ADMIN_ONLY)]),
      consolePage('organizations', '组织管理', 'Organizations', 'system:org:list', [button('system:org:edit', '编辑组织', 'Edit organizations', ADMIN_ONLY)]),
      consolePage('menus', '菜单管理', 'Menus', 'system:menu:list', [button('system:menu:edit', '编辑菜单', 'Edit menus', ADMIN_ONLY)]),
      consolePage('language', '语言配置', 'Language entries', 'system:language:edit'),
      consolePage('dictionaries', '字典管理', 'Dictionaries', 'system:dict:edit'),
      consolePage('audit', '审计日志', 'Audit trail', 'system:audit:list', [button('system:job:list', '查看后台任务', 'View background jobs', ADMIN_ONLY)]),
      consolePage('sms', '短信发件箱', 'SMS outbox', 'system:sms:list'),
      consolePage('signIn', '登录方式', 'Sign-in method', 'system:signin:edit'),
    ]),
  ),
];
