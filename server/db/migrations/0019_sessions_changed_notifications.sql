-- Every instance keeps recently read sessions in memory (decision 366): any end of a session, and any change
-- of an account a session answers for, is announced on `sessions_changed` with the user's id, whatever made
-- it (a sign-out, a password change, an account deleted, the admin command, an expiry sweep). PostgreSQL
-- sends one notification per user and transaction, at commit.
CREATE FUNCTION "sessions_changed_notify"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_TABLE_NAME = 'sessions' THEN
		PERFORM pg_notify('sessions_changed', OLD.user_id::text);
	ELSE
		PERFORM pg_notify('sessions_changed', OLD.id::text);
	END IF;
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "sessions_changed_on_delete" AFTER DELETE ON "sessions"
	FOR EACH ROW EXECUTE FUNCTION "sessions_changed_notify"();
--> statement-breakpoint
CREATE TRIGGER "sessions_changed_on_user"
	AFTER UPDATE OF "username", "role", "must_change_password", "password_hash" OR DELETE ON "users"
	FOR EACH ROW EXECUTE FUNCTION "sessions_changed_notify"();
