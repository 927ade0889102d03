// A PostgreSQL database made for one test pass and dropped after it, on the machine's server
// (TEST_PG_ADMIN_URL, or postgres@127.0.0.1:5432).
import pg from 'pg';

/** Runs `use` with the URL of a new database named after `prefix`; drops the database afterwards. */
export async function withTestDatabase(prefix, use) {
  const admin = process.env.TEST_PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const name = `${prefix}_${process.pid}_${Date.now()}`;
  const client = new pg.Client({ connectionString: admin });
  await client.connect();
  await client.query(`CREATE DATABASE ${name}`);
  try {
    const url = new URL(admin);
    url.pathname = `/${name}`;
    return await use(url.toString());
  } finally {
    await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await client.end();
  }
}
