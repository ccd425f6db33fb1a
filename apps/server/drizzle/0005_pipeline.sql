-- The company guard caches memberships on every server (modules/fleet/membership.ts). Whoever changes
-- what it reads (the services, the retailer's back office, SQL), the database tells every server at
-- commit, on the channel of core/invalidation.ts (topic `memberships`, key `user=<id>` or `company=<id>`).
CREATE FUNCTION fleet_membership_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'companies' THEN
    PERFORM pg_notify('fuel_cache_invalidation', 'memberships:company=' || OLD.id);
  ELSE
    PERFORM pg_notify('fuel_cache_invalidation', 'memberships:user=' || OLD.user_id);
    IF TG_OP = 'UPDATE' AND NEW.user_id <> OLD.user_id THEN
      PERFORM pg_notify('fuel_cache_invalidation', 'memberships:user=' || NEW.user_id);
    END IF;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER company_users_membership_changed
  AFTER UPDATE OF user_id, company_id, role, status, permissions OR DELETE ON company_users
  FOR EACH ROW EXECUTE FUNCTION fleet_membership_changed();
--> statement-breakpoint
CREATE TRIGGER companies_membership_changed
  AFTER UPDATE OF project_id, status OR DELETE ON companies
  FOR EACH ROW EXECUTE FUNCTION fleet_membership_changed();
