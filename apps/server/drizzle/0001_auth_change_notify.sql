-- Tell every API process when anything that decides a caller's access changes, so their in-memory
-- session caches drop stale entries (docs/adr/0002). Statement-level: one notice per statement.
CREATE OR REPLACE FUNCTION toufang_notify_auth_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('toufang_auth_changed', TG_TABLE_NAME);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER users_auth_change AFTER UPDATE OF status, username, nick_name, password_hash, ks_boost_admin OR DELETE ON users
  FOR EACH STATEMENT EXECUTE FUNCTION toufang_notify_auth_change();
--> statement-breakpoint
CREATE TRIGGER sessions_auth_change AFTER UPDATE OF revoked_at OR DELETE ON sessions
  FOR EACH STATEMENT EXECUTE FUNCTION toufang_notify_auth_change();
--> statement-breakpoint
CREATE TRIGGER user_roles_auth_change AFTER INSERT OR UPDATE OR DELETE ON user_roles
  FOR EACH STATEMENT EXECUTE FUNCTION toufang_notify_auth_change();
--> statement-breakpoint
CREATE TRIGGER roles_auth_change AFTER UPDATE OR DELETE ON roles
  FOR EACH STATEMENT EXECUTE FUNCTION toufang_notify_auth_change();
--> statement-breakpoint
CREATE TRIGGER role_abilities_auth_change AFTER INSERT OR UPDATE OR DELETE ON role_abilities
  FOR EACH STATEMENT EXECUTE FUNCTION toufang_notify_auth_change();
--> statement-breakpoint
CREATE TRIGGER abilities_auth_change AFTER UPDATE OR DELETE ON abilities
  FOR EACH STATEMENT EXECUTE FUNCTION toufang_notify_auth_change();
