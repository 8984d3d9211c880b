// A PostgreSQL server for the tests and the load script: a new cluster in a temporary folder (`initdb`), started on
// a free loopback port (`pg_ctl`) and removed when stopped. It uses Debian's `postgresql` package, installed with
// apt-get when missing, as scripts/ensure-chromium.mjs does for Chromium. PostgreSQL refuses to run as root, so on a
// machine where we are root it runs as the `postgres` user the package creates. Never for keeping data: for tests it
// runs without fsync, which makes it start and write quickly; the load script asks for PostgreSQL's own durability.
import { execFile, execFileSync, execSync } from "node:child_process";
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";

const run = promisify(execFile);
const packageRoot = "/usr/lib/postgresql";

/** The newest installed PostgreSQL's program folder (Debian's, else where pg_config says), or null when none is. */
export function findPostgresBin() {
  if (existsSync(packageRoot)) {
    const versions = readdirSync(packageRoot)
      .filter((name) => existsSync(path.join(packageRoot, name, "bin", "initdb")))
      .sort((a, b) => Number(b) - Number(a));
    if (versions[0]) return path.join(packageRoot, versions[0], "bin");
  }
  try {
    const bin = execFileSync("pg_config", ["--bindir"], {
      encoding: "utf8",
      stdio: ["ignore", "pipe", "ignore"],
    }).trim();
    if (existsSync(path.join(bin, "initdb"))) return bin;
  } catch {
    // No pg_config on the PATH.
  }
  return null;
}

/** Installs Debian's PostgreSQL when it is missing; returns its program folder. */
export function ensurePostgresInstalled() {
  const found = findPostgresBin();
  if (found) return found;
  console.log("PostgreSQL is missing: installing Debian's package (apt-get)…");
  const asRoot = process.getuid?.() === 0 ? "" : "sudo ";
  execSync(`${asRoot}apt-get update && ${asRoot}apt-get install -y postgresql`, {
    stdio: "inherit",
    env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
  });
  const installed = findPostgresBin();
  if (!installed) throw new Error(`apt-get installed postgresql, but no initdb is in ${packageRoot}/*/bin`);
  return installed;
}

/** @returns {Promise<number>} a TCP port on 127.0.0.1 that nothing listens on just now */
function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = /** @type {import("node:net").AddressInfo} */ (server.address());
      server.close(() => resolve(port));
    });
  });
}

/**
 * @typedef {object} ThrowawayPostgres
 * @property {string} url a connection string for the `postgres` database, as its superuser
 * @property {number} port
 * @property {string} folder where its files are, until it stops
 * @property {() => Promise<void>} stop stops the server at once and removes its folder
 * @property {() => Promise<void>} halt stops the server at once and keeps its data, as a crash or an outage would
 * @property {() => Promise<void>} resume starts the halted server again, on the same port and data
 */

/**
 * @param {{ durable?: boolean }} [options] `durable`: fsync every commit, as a real deployment would (slower)
 * @returns {Promise<ThrowawayPostgres>}
 */
export async function startThrowawayPostgres({ durable = false } = {}) {
  const bin = ensurePostgresInstalled();
  const asRoot = process.getuid?.() === 0;
  const folder = mkdtempSync(path.join(os.tmpdir(), "vote-postgres-"));
  if (asRoot) {
    const uid = Number(execFileSync("id", ["-u", "postgres"], { encoding: "utf8" }).trim());
    const gid = Number(execFileSync("id", ["-g", "postgres"], { encoding: "utf8" }).trim());
    chownSync(folder, uid, gid);
  }
  /**
   * @param {string} program
   * @param {string[]} args
   */
  const pg = (program, args) =>
    asRoot
      ? run("runuser", ["-u", "postgres", "--", path.join(bin, program), ...args], {
          env: { LC_ALL: "C", PATH: process.env.PATH },
        })
      : run(path.join(bin, program), args, { env: { ...process.env, LC_ALL: "C" } });

  const dataDir = path.join(folder, "data");
  const settings = [
    "-c listen_addresses=127.0.0.1",
    `-c unix_socket_directories=${folder}`,
    "-c max_connections=200",
    ...(durable ? [] : ["-c fsync=off", "-c full_page_writes=off"]),
  ];
  let started = false;
  try {
    await pg("initdb", ["-D", dataDir, "-A", "trust", "-U", "postgres", "-E", "UTF8", "--locale=C", "--no-sync"]);
    // The port is free when chosen but could be taken before the server binds it: try another then.
    for (let attempt = 1; ; attempt++) {
      const port = await freePort();
      const start = () =>
        pg("pg_ctl", [
          "-D",
          dataDir,
          "-w",
          "-t",
          "60",
          "-l",
          path.join(folder, "server.log"),
          "-o",
          [`-p ${port}`, ...settings].join(" "),
          "start",
        ]);
      const halt = () => pg("pg_ctl", ["-D", dataDir, "-m", "immediate", "-w", "stop"]);
      try {
        await start();
        started = true;
        return {
          url: `postgresql://postgres@127.0.0.1:${port}/postgres`,
          port,
          folder,
          async stop() {
            await halt().catch(() => {});
            rmSync(folder, { recursive: true, force: true });
          },
          async halt() {
            await halt();
          },
          async resume() {
            await start();
          },
        };
      } catch (error) {
        if (attempt >= 3) throw error;
      }
    }
  } finally {
    if (!started) rmSync(folder, { recursive: true, force: true });
  }
}
