import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../config';
import type { Db, DbKind } from '../db/client';
import type { FieldCrypto } from '../lib/field-crypto';

/** What every module's service factory may use: the app's parts that exist before any service. */
export interface CoreDeps {
  db: Db;
  kind: DbKind;
  fieldCrypto: FieldCrypto;
  config: AppConfig;
  log: FastifyBaseLogger;
}
