import { bigint, index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { doctor } from '../customers/customers';
import { doctorVerification } from '../customers/doctor-verification';
import { enterprise } from '../platform/tenancy';

/**
 * A doctor's own account on the public side, keyed by mobile number. Matched to the doctor record
 * when name, hospital and phone agree; otherwise it waits on a data-validation request.
 */
export const doctorAccount = pgTable(
  'doctor_account',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    tenantId: bigint('tenant_id', { mode: 'number' })
      .notNull()
      .references(() => enterprise.id, { onDelete: 'cascade' }),
    phone: text('phone').notNull(),
    name: text('name').notNull(),
    hospitalName: text('hospital_name').notNull(),
    departmentName: text('department_name'),
    titleCode: text('title_code'),
    doctorId: bigint('doctor_id', { mode: 'number' }).references(() => doctor.id, { onDelete: 'set null' }),
    verificationId: bigint('verification_id', { mode: 'number' }).references(() => doctorVerification.id, { onDelete: 'set null' }),
    /** matched (linked to a doctor record) or pending (awaiting data validation). */
    status: text('status').$type<'matched' | 'pending'>().notNull(),
    /** The doctor's WeChat/WeCom identity once they sign in by chat. */
    chatOpenId: text('chat_open_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('doctor_account_tenant_phone').on(t.tenantId, t.phone),
    index('doctor_account_tenant_doctor').on(t.tenantId, t.doctorId),
    uniqueIndex('doctor_account_tenant_chat').on(t.tenantId, t.chatOpenId),
  ],
);
