// The vote service's tests run against a real PostgreSQL, which their set-up starts from Debian's package: install it
// when the machine lacks it (as scripts/ensure-chromium.mjs does for Chromium), before the tests start.
import { ensurePostgresInstalled } from "#server/db/throwaway-postgres";

console.log(`PostgreSQL: ${ensurePostgresInstalled()}`);
