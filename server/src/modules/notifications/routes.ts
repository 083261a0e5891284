import type { FastifyInstance } from 'fastify';

/** Notification history (administration.md §2.2, §7) under /notification. */
export default async function notificationRoutes(_fastify: FastifyInstance) {}
