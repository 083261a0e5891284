import { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
  /** X-Tamir-Notification-Id of the message. */
  notificationId: number | null;
  user: string | null;
}

export interface TestSmtp {
  port: number;
  received: ReceivedMail[];
  /** Stops accepting connections; the port is then closed until start() again. */
  stop(): Promise<void>;
  start(): Promise<void>;
}

/** A real SMTP server on 127.0.0.1 that keeps every message it receives (raw). */
export async function startSmtp(options: { port?: number; credentials?: { user: string; pass: string }; delayMs?: number } = {}): Promise<TestSmtp> {
  const received: ReceivedMail[] = [];
  let server: SMTPServer | null = null;
  let port = options.port ?? 0;

  const create = () =>
    new SMTPServer({
      logger: false,
      disabledCommands: options.credentials ? ['STARTTLS'] : ['STARTTLS', 'AUTH'],
      authOptional: !options.credentials,
      allowInsecureAuth: true,
      onAuth(auth, _session, callback) {
        const ok = auth.username === options.credentials?.user && auth.password === options.credentials?.pass;
        callback(ok ? null : new Error('Invalid username or password'), ok ? { user: auth.username } : undefined);
      },
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          const raw = Buffer.concat(chunks).toString('utf8');
          const id = /^X-Tamir-Notification-Id:\s*(\d+)/im.exec(raw);
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
            raw,
            notificationId: id ? Number(id[1]) : null,
            user: typeof session.user === 'string' ? session.user : null,
          });
          setTimeout(() => callback(), options.delayMs ?? 0);
        });
      },
    });

  const start = () =>
    new Promise<void>((resolve, reject) => {
      const instance = create();
      instance.on('error', () => undefined);
      instance.server.once('error', reject);
      instance.listen(port, '127.0.0.1', () => {
        port = (instance.server.address() as AddressInfo).port;
        server = instance;
        resolve();
      });
    });

  const stop = () =>
    new Promise<void>((resolve) => {
      if (!server) return resolve();
      const instance = server;
      server = null;
      instance.close(() => resolve());
    });

  await start();
  return {
    get port() {
      return port;
    },
    received,
    stop,
    start,
  };
}

/** Decodes a raw message's quoted-printable / base64 parts enough to search it for text. */
export function decodedText(raw: string): string {
  const unfolded = raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
  const bytes = Buffer.from(unfolded, 'latin1').toString('utf8');
  const base64Parts = [...raw.matchAll(/Content-Transfer-Encoding: base64\r?\n(?:[^\r\n]+\r?\n)*\r?\n([A-Za-z0-9+/=\r\n]+)/gi)].map((match) =>
    Buffer.from(match[1].replace(/\s/g, ''), 'base64').toString('utf8'),
  );
  return [bytes, ...base64Parts].join('\n');
}

/** The attachments of a raw MIME message (base64 parts with a file name), decoded. */
export function mailAttachments(raw: string): { contentType: string; fileName: string; bytes: Buffer }[] {
  return raw
    .split(/\r?\n--[^\r\n]+\r?\n/)
    .filter((part) => /^Content-Disposition:\s*attachment/im.test(part))
    .map((part) => {
      const [headers, ...body] = part.split(/\r?\n\r?\n/);
      return {
        contentType: /^Content-Type:\s*([^;\r\n]+)/im.exec(headers)?.[1].trim() ?? '',
        fileName: /filename="?([^";\r\n]+)"?/i.exec(headers)?.[1] ?? '',
        bytes: Buffer.from(
          body
            .join('')
            .replace(/--[^\r\n]*--\s*$/, '')
            .replace(/\s/g, ''),
          'base64',
        ),
      };
    });
}
