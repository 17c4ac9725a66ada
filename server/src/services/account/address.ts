// Shipping addresses: the owner's only (another's answers 1002), at most 20, one default.
import { and, count, desc, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/index';
import { addresses } from '../../db/schema';
import { ApiError, Retcode, type Lang } from '../../envelope';
import { invalid, t } from '../../messages/index';
import { ShippingAddressListLimits } from '@generated/limits';

export const MAX_ADDRESSES = ShippingAddressListLimits.address.maxItems;

export interface AddressForm {
  realname: string;
  tel: string;
  address: string;
  isDefault?: boolean;
}

const clean = (s: string) => s.replace(/\p{Cc}/gu, ' ').trim();

function checked(form: AddressForm, lang: Lang) {
  const realname = clean(form.realname);
  const address = clean(form.address);
  if (!realname) throw invalid(lang, 'realname', (m) => m.address.realnameRequired);
  if (!address) throw invalid(lang, 'address', (m) => m.address.addressRequired);
  return { realname, tel: form.tel.trim(), address };
}

export async function listAddresses(db: Db, userId: number) {
  const rows = await db.select().from(addresses).where(eq(addresses.userId, userId)).orderBy(desc(addresses.isDefault), desc(addresses.createdAt), desc(addresses.id));
  return { total: rows.length, address: rows.map((r) => ({ id: r.id, realname: r.realname, tel: r.tel, address: r.address, isDefault: r.isDefault })) };
}

async function own(tx: Db, userId: number, id: number) {
  const [row] = await tx
    .select()
    .from(addresses)
    .where(and(eq(addresses.id, id), eq(addresses.userId, userId)))
    .for('update');
  if (!row) throw new ApiError(Retcode.NotFound);
  return row;
}

async function makeDefault(tx: Db, userId: number, id: number) {
  await tx
    .update(addresses)
    .set({ isDefault: false })
    .where(and(eq(addresses.userId, userId), ne(addresses.id, id)));
  await tx.update(addresses).set({ isDefault: true }).where(eq(addresses.id, id));
}

export async function createAddress(db: Db, lang: Lang, userId: number, form: AddressForm) {
  const values = checked(form, lang);
  return db.transaction(async (tx) => {
    // Serialises one user's address writes so the 20 limit and the single default hold.
    await tx.execute(`select pg_advisory_xact_lock(hashtext('addresses'), ${userId})`);
    const [n] = await tx.select({ n: count() }).from(addresses).where(eq(addresses.userId, userId));
    if ((n?.n ?? 0) >= MAX_ADDRESSES) throw new ApiError(Retcode.StateNotAllowed, t(lang).address.tooMany(MAX_ADDRESSES));
    const [row] = await tx
      .insert(addresses)
      .values({ ...values, userId })
      .returning({ id: addresses.id });
    if (form.isDefault || (n?.n ?? 0) === 0) await makeDefault(tx, userId, row!.id);
    return { id: row!.id };
  });
}

export async function updateAddress(db: Db, lang: Lang, userId: number, id: number, form: AddressForm) {
  const values = checked(form, lang);
  await db.transaction(async (tx) => {
    await own(tx, userId, id);
    await tx.update(addresses).set(values).where(eq(addresses.id, id));
    if (form.isDefault) await makeDefault(tx, userId, id);
  });
  return {};
}

export async function deleteAddress(db: Db, userId: number, id: number) {
  await db.transaction(async (tx) => {
    const row = await own(tx, userId, id);
    await tx.delete(addresses).where(eq(addresses.id, id));
    if (row.isDefault) {
      const [newest] = await tx.select({ id: addresses.id }).from(addresses).where(eq(addresses.userId, userId)).orderBy(desc(addresses.createdAt), desc(addresses.id)).limit(1);
      if (newest) await makeDefault(tx, userId, newest.id);
    }
  });
  return {};
}

export async function setDefaultAddress(db: Db, userId: number, id: number) {
  await db.transaction(async (tx) => {
    await own(tx, userId, id);
    await makeDefault(tx, userId, id);
  });
  return {};
}
