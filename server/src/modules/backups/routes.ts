import type { FastifyInstance } from 'fastify';

/** Backups (administration.md §2.5 backup tab, §7 Settings): /settings/backups, /settings/backup, /settings/restore. */
export default async function backupRoutes(_fastify: FastifyInstance) {}
