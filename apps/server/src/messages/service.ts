import type { AppContext } from '../platform/context.ts';
import { nowIso } from '../platform/ids.ts';

/**
 * Every message is stored first, so nothing is lost if mail is down; then it is mailed to
 * SUPPORT_EMAIL when SMTP is configured. A mail failure is logged, not shown to the sender.
 */
export async function storeMessage(
  ctx: AppContext,
  message: { kind: 'support' | 'feedback'; email: string | null; body: string; userId: string | null },
): Promise<void> {
  await ctx.db.kysely
    .insertInto('messages')
    .values({
      kind: message.kind,
      email: message.email,
      body: message.body,
      user_id: message.userId,
      created_at: nowIso(),
    })
    .execute();
  const to = ctx.config.SUPPORT_EMAIL;
  if (!ctx.mailer.enabled || !to) return;
  const subject = message.kind === 'support' ? 'Vitae support request' : 'Vitae feedback';
  try {
    await ctx.mailer.send({
      to,
      subject,
      text: `${message.body}\n\nFrom: ${message.email ?? 'anonymous'}`,
      ...(message.email ? { replyTo: message.email } : {}),
    });
  } catch (error) {
    ctx.log.error({ err: error, kind: message.kind }, 'could not mail a stored message');
  }
}
