import type { ComponentType } from 'react';
import { AppstoreOutlined } from '@ant-design/icons';
import * as menuIconSet from './menu-icon-set';

/** Icons the menu may name (Ant Design icon names); only these are bundled. */
export const menuIcons: Record<string, ComponentType> = menuIconSet;

/** The icon a menu entry names, or a neutral one for an unknown name. */
export function MenuIcon({ name }: { name: string | null | undefined }) {
  const Icon = (name ? menuIcons[name] : undefined) ?? AppstoreOutlined;
  return <Icon />;
}
