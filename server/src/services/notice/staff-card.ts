// The author of a mention as the stream names them: the staff member's own name and portrait.
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/index';
import { users } from '../../db/schema';
import { personCard } from '../names';

export async function staffCard(db: Db, userId: number) {
  const [user] = await db.select({ nickname: users.nickname, email: users.email, portrait: users.portrait }).from(users).where(eq(users.id, userId));
  return personCard(userId, user ?? { nickname: '', email: '', portrait: '' });
}
