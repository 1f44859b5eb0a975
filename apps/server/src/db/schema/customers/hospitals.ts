// Geography, standard departments, sales regions, hospitals with their departments and drugs,
// and product reference data (indications, library material).
import { boolean, index, integer, pgTable, primaryKey, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { organization, product } from '../platform/tenancy';
import { id, tenantId, ref, createdAt, byteOrder, updatedAt, belongsTo, productRef } from '../platform/columns';

/** China's provinces (level 1), cities (2) and districts/counties (3), from the national codes. Global. */
export const chinaRegion = pgTable(
  'china_region',
  {
    code: text('code').primaryKey(),
    parentCode: text('parent_code'),
    level: smallint('level').notNull(),
    name: text('name').notNull(),
    nameEn: text('name_en').notNull(),
  },
  (t) => [index('china_region_parent').on(t.parentCode)],
);

/** The national two-level standard departments (一级/二级科室). Global. */
export const standardDepartment = pgTable('standard_department', {
  id: integer('id').primaryKey(),
  parentId: integer('parent_id'),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  nameEn: text('name_en').notNull(),
  sort: integer('sort').notNull().default(0),
});

/** A tenant's sales regions (nested), each owning a set of counties. */
export const salesRegion = pgTable(
  'sales_region',
  {
    id: id(),
    tenantId: tenantId(),
    parentId: ref('parent_id'),
    code: text('code').notNull(),
    name: text('name').notNull(),
    nameEn: text('name_en').notNull(),
    orgId: ref('org_id').references(() => organization.id, { onDelete: 'set null' }),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [uniqueIndex('sales_region_tenant_code').on(t.tenantId, t.code)],
);

export const salesRegionCounty = pgTable(
  'sales_region_county',
  {
    tenantId: tenantId(),
    salesRegionId: ref('sales_region_id')
      .notNull()
      .references(() => salesRegion.id, { onDelete: 'cascade' }),
    areaCode: text('area_code')
      .notNull()
      .references(() => chinaRegion.code),
  },
  (t) => [primaryKey({ columns: [t.salesRegionId, t.areaCode] }), index('sales_region_county_area').on(t.tenantId, t.areaCode)],
);

/**
 * A doctor's or a hospital's master-data code (unique per tenant) and names: in Chinese, in English,
 * and the full pinyin (without spaces) and initials computed at write time for keyword search.
 */
export const codeAndNames = () => ({
  code: text('code').notNull(),
  name: text('name').notNull(),
  nameEn: text('name_en'),
  namePinyin: text('name_pinyin').notNull(),
  nameInitials: text('name_initials').notNull(),
});

export const hospital = pgTable(
  'hospital',
  {
    id: id(),
    tenantId: tenantId(),
    ...codeAndNames(),
    level: text('level').notNull().default('UNRATED'),
    category: text('category').notNull().default('GENERAL'),
    beds: integer('beds'),
    yearOutpatient: integer('year_outpatient'),
    provinceCode: text('province_code'),
    cityCode: text('city_code'),
    areaCode: text('area_code'),
    address: text('address'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('hospital_tenant_code').on(t.tenantId, t.code),
    index('hospital_name_trgm').using('gin', t.name.op('gin_trgm_ops')),
    index('hospital_name_en_trgm').using('gin', t.nameEn.op('gin_trgm_ops')),
    index('hospital_tenant_city').on(t.tenantId, t.cityCode),
    index('hospital_tenant_initials').on(t.tenantId, byteOrder(t.nameInitials)),
  ],
);

/** The hospital a row belongs to: required, and the row goes with the hospital. */
export const hospitalRef = () => belongsTo('hospital_id', () => hospital.id);

export const hospitalDepartment = pgTable(
  'hospital_department',
  {
    id: id(),
    tenantId: tenantId(),
    hospitalId: hospitalRef(),
    standardDepartmentId: integer('standard_department_id').references(() => standardDepartment.id),
    name: text('name').notNull(),
    nameEn: text('name_en'),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('hospital_department_hospital').on(t.tenantId, t.hospitalId), index('hospital_department_name_trgm').using('gin', t.name.op('gin_trgm_ops'))],
);

/** A drug at a hospital: procurement (listing) status, sales coverage and whether it sells. */
export const hospitalProduct = pgTable(
  'hospital_product',
  {
    tenantId: tenantId(),
    hospitalId: hospitalRef(),
    productId: productRef(),
    procurementStatus: text('procurement_status').notNull(),
    coverageStatus: text('coverage_status').notNull(),
    hasSales: boolean('has_sales').notNull().default(false),
    /** The territory whose rep covers the hospital for this drug. */
    coveringOrgId: ref('covering_org_id').references(() => organization.id, { onDelete: 'set null' }),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.hospitalId, t.productId] }), index('hospital_product_product').on(t.tenantId, t.productId)],
);

/** Medical library material (guidelines, leaflets, papers) by type. */
export const libraryMaterial = pgTable(
  'library_material',
  {
    id: id(),
    tenantId: tenantId(),
    materialType: text('material_type').notNull(),
    title: text('title').notNull(),
    titleEn: text('title_en'),
    url: text('url'),
    productId: ref('product_id').references(() => product.id, { onDelete: 'set null' }),
    publishedOn: text('published_on'),
    createdAt: createdAt(),
  },
  (t) => [index('library_material_type').on(t.tenantId, t.materialType)],
);
