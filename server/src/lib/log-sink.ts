/** What services and the dispatcher log through; the app's pino logger fits it, so they need not know Fastify. */
export interface LogSink {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}
