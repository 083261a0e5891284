import type { FastifyInstance } from 'fastify';

/** System logs (administration.md §2.6, §7 Logs) under /logs. */
export default async function systemLogRoutes(_fastify: FastifyInstance) {}
