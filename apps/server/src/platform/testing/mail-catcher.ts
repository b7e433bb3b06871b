import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface MailCatcher {
  url: string;
  /** Every message received, raw (headers and quoted-printable body). */
  messages: string[];
  close(): Promise<void>;
}

/** A local SMTP server that keeps every message it receives, for tests of mail the app sends (port 0: any free one). */
export async function startMailCatcher(port = 0): Promise<MailCatcher> {
  const messages: string[] = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, _session, callback) {
      let data = '';
      stream.on('data', (chunk: Buffer) => (data += chunk.toString()));
      stream.on('end', () => {
        messages.push(data);
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(port, '127.0.0.1', resolve));
  const bound = (smtp.server.address() as AddressInfo).port;
  return {
    url: `smtp://127.0.0.1:${bound}`,
    messages,
    close: () => new Promise<void>((resolve) => smtp.close(() => resolve())),
  };
}

/** Waits until `count` messages have arrived (mail is sent after the answer), or fails after a few seconds. */
export async function waitForMessages(messages: string[], count: number): Promise<string[]> {
  for (let i = 0; i < 100 && messages.length < count; i++) await new Promise((r) => setTimeout(r, 50));
  if (messages.length < count) throw new Error(`expected ${count} messages, got ${messages.length}`);
  return messages;
}

/** A message's text with quoted-printable undone (soft line breaks joined, =XX decoded). */
export function mailText(message: string): string {
  return message
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** The reset token of a mailed link. */
export function resetTokenFrom(message: string): string {
  const match = /reset-password#token=([A-Za-z0-9_-]+)/.exec(mailText(message));
  if (!match) throw new Error(`no reset link in: ${message}`);
  return match[1]!;
}
