import type { FastifyInstance } from 'fastify';

/** Admin users (administration.md §2.1, §7): /users and the spec's second path /user. */
export default async function userRoutes(_fastify: FastifyInstance) {}
