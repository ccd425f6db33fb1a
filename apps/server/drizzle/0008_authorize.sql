-- The terminal's approval is one statement without a transaction around it (transactions/approval.ts):
-- when a limit window refuses, or the terminal transaction id is recorded already, the statement calls
-- this to raise, and everything it wrote is rolled back with it. A null reason lets it pass.
CREATE FUNCTION fleet_abort_if(reason text) RETURNS boolean LANGUAGE plpgsql VOLATILE AS $$
BEGIN
  IF reason IS NOT NULL THEN
    RAISE EXCEPTION 'fleet approval aborted: %', reason USING ERRCODE = 'P0001', HINT = reason;
  END IF;
  RETURN true;
END
$$;
