-- Every change that can end a session's right to act (a session revoked or deleted; a user's
-- status, role, shop, name or password-change flag changed; a shop deactivated; a user or shop
-- deleted) tells every server process, which then forgets the sessions it holds in memory
-- (server/src/modules/auth/session-cache.ts). NOTIFY is sent at commit; one per transaction.
CREATE FUNCTION "auth_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('tamir_auth_changed', '');
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "auth_sessions_changed" AFTER UPDATE OR DELETE ON "auth_sessions" FOR EACH ROW EXECUTE FUNCTION "auth_changed"();--> statement-breakpoint
CREATE TRIGGER "auth_sessions_truncated" AFTER TRUNCATE ON "auth_sessions" FOR EACH STATEMENT EXECUTE FUNCTION "auth_changed"();--> statement-breakpoint
CREATE TRIGGER "users_auth_changed" AFTER UPDATE OF "username", "first_name", "last_name", "role", "repair_shop_id", "is_active", "must_change_password" OR DELETE ON "users" FOR EACH ROW EXECUTE FUNCTION "auth_changed"();--> statement-breakpoint
CREATE TRIGGER "users_truncated" AFTER TRUNCATE ON "users" FOR EACH STATEMENT EXECUTE FUNCTION "auth_changed"();--> statement-breakpoint
CREATE TRIGGER "repair_shops_auth_changed" AFTER UPDATE OF "is_active" OR DELETE ON "repair_shops" FOR EACH ROW EXECUTE FUNCTION "auth_changed"();--> statement-breakpoint
CREATE TRIGGER "repair_shops_truncated" AFTER TRUNCATE ON "repair_shops" FOR EACH STATEMENT EXECUTE FUNCTION "auth_changed"();
