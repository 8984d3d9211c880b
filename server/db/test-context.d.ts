// What server/db/test-global-setup.mjs provides to the database tests (`inject` from vitest).
declare module "vitest" {
  export interface ProvidedContext {
    /** A PostgreSQL superuser connection: test files create their own databases through it. */
    postgresUrl: string;
    /** A folder holding an embedded database with the schema applied, to copy. */
    embeddedTemplate: string;
  }
}

export {};
