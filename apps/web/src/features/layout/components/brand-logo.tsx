import { MedicineBoxFilled } from '@ant-design/icons';

interface BrandLogoProps {
  name: string;
  collapsed?: boolean;
  theme: 'dark' | 'light';
}

/** The tenant's name with the product mark, at the top of the side menu. */
export function BrandLogo({ name, collapsed = false, theme }: BrandLogoProps) {
  return (
    <div className={`brand-logo brand-logo--${theme}${collapsed ? ' brand-logo--collapsed' : ''}`} title={name}>
      <span className="brand-logo__mark">
        <MedicineBoxFilled />
      </span>
      {!collapsed && <span className="brand-logo__name">{name}</span>}
    </div>
  );
}
